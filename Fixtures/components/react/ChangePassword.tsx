import * as React from "react";
import { useForm, type SubmitHandler } from "react-hook-form";

type Fields = { currentPassword: string; newPassword: string; confirmation: string };

// A generic helper: `<T,>` keeps the TSX parser from reading a tag.
const pick = <T,>(values: T[], index: number): T | undefined => values[index];
const byLength = <T extends { length: number }>(a: T, b: T) => a.length - b.length;

const hint = '<input type="password" passwordrules="minlength: 4">'; // not a field
const STRONG = /^(?=.*[A-Z])(?=.*\d)[^<>"']{12,}$/;
const help = `Use ${12} or more characters: <input type="password"> fields ${"accept"} any text`;

interface Props {
  onSave: (fields: Fields) => Promise<void>;
  minimum?: number;
}

export function ChangePassword({ onSave, minimum = 12 }: Props): JSX.Element {
  const { register, handleSubmit, watch } = useForm<Fields>();
  const errors = new Map<string, Array<string>>();
  const half = minimum / 2 / 1;
  const submit: SubmitHandler<Fields> = async (fields) => {
    if (fields.newPassword.length < minimum || !STRONG.test(fields.newPassword)) return;
    await onSave(fields as Fields);
  };
  const strength = pick([watch("newPassword")], 0)?.length ?? 0;

  return (
    <form onSubmit={handleSubmit(submit)} aria-describedby="help">
      <p id="help">{help}</p>
      {/* formlint-disable-next-line autocomplete-off */}
      <input type="password" autoComplete="off" {...register("currentPassword")} />
      <input
        type="password"
        autoComplete="new-password"
        passwordrules={"required: upper; required: lower; allowed: digit, [-().&@?'#,/&quot;+]; minlength: 20;"}
        minLength={20}
        maxLength={10}
        {...register("newPassword", { minLength: half })}
      />
      <input
        type="password"
        autoComplete="new-password"
        passwordrules={`required: upper; required: lower; required: digit; minlength: 20;`}
        {...register("confirmation")}
      />
      <meter min={0} max={minimum} value={strength} />
      {errors.size > 0 && <ul>{[...errors.keys()].sort(byLength).map((k) => <li key={k}>{k}</li>)}</ul>}
      <button type="submit">Change password</button>
    </form>
  );
}
