// React DOM passes attribute names on to HTML, which ignores their case: no finding on the web.
export function SignUpForm() {
  return (
    <form method="post" action="/signup">
      <input type="email" name="email" autoComplete="username" />
      <input
        type="password"
        name="password"
        autocomplete="new-password"
        passwordRules="minlength: 20; required: lower; required: upper; required: digit;"
        minlength={20}
      />
    </form>
  );
}
