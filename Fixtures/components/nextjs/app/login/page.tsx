import Form from "next/form";
import { signIn } from "@/app/actions/auth";

export const metadata = { title: "Sign in" };

export default function LoginPage({ searchParams }: { searchParams: { next?: string } }) {
  const next = searchParams.next ?? "/";
  return (
    <Form action={signIn} className="mx-auto max-w-sm space-y-4 p-6">
      <input type="hidden" name="next" value={next} />
      <input name="email" type="email" autoComplete="email" required />
      <input name="password" type="password" autoComplete="password" required />
      <button type="submit">Sign in</button>
    </Form>
  );
}
