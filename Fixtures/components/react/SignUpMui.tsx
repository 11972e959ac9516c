import * as React from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";

// Material UI's sign-up template, with the password policy passed to the <input> TextField renders.
export default function SignUpMui() {
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ mt: 3 }}>
      <TextField required fullWidth id="email" label="Email Address" name="email" autoComplete="email" />
      <TextField
        required
        fullWidth
        name="password"
        label="Password"
        type="password"
        id="password"
        autoComplete="new-password"
        slotProps={{
          htmlInput: {
            minLength: 12,
            passwordrules: "minlength: 12; required: lowercase; required: upper; required: digit; required: [-!@#$%^&*]",
          },
        }}
      />
      <Button type="submit" fullWidth variant="contained">
        Sign Up
      </Button>
    </Box>
  );
}
