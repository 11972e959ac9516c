"use client";

import { useActionState } from "react";
import Link from "next/link";
import { register } from "@/app/actions/auth";

export default function RegisterPage() {
  const [state, action, pending] = useActionState(register, undefined);

  return (
    <main className="mx-auto max-w-sm p-6">
      <h1 className="text-2xl font-semibold">Create an account</h1>
      <form action={action} className="mt-6 space-y-4">
        <input
          name="username"
          autoComplete="username"
          className="w-full rounded border px-3 py-2"
          required
        />
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          passwordrules="minlength: 12; required: lower; required: upper; required: digit; max-consecutive: 2"
          minLength={12}
          maxLength={128}
          className="w-full rounded border px-3 py-2"
          required
        />
        {state?.errors?.password && (
          <ul className="text-sm text-red-600">
            {state.errors.password.map((error: string) => <li key={error}>{error}</li>)}
          </ul>
        )}
        <button disabled={pending} className="w-full rounded bg-black py-2 text-white">
          {pending ? "Creating…" : "Sign up"}
        </button>
      </form>
      <p className="mt-4 text-sm">
        Already have an account? <Link href="/login">Sign in</Link>
      </p>
    </main>
  );
}
