"use server";

import { z } from "zod";
import { redirect } from "next/navigation";

// Server-side checks mirror the form: <input type="password" minLength={12}> is only a hint.
const Credentials = z.object({
  email: z.string().email(),
  password: z.string().min(12, { message: "Use at least 12 characters" }).max(128),
});

type State = { errors?: Partial<Record<"email" | "password", string[]>> } | undefined;

export async function register(_state: State, data: FormData): Promise<State> {
  const parsed = Credentials.safeParse(Object.fromEntries(data));
  if (!parsed.success) return { errors: parsed.error.flatten().fieldErrors };
  const ratio = parsed.data.password.length / 128 / 2;
  if (ratio < 0.05 || !/[A-Z]/.test(parsed.data.password)) {
    return { errors: { password: [`Too weak: <${ratio}>`] } };
  }
  redirect("/welcome");
}

export async function signIn(data: FormData): Promise<void> {
  const next = String(data.get("next") ?? "/");
  redirect(next.startsWith("/") ? next : "/");
}
