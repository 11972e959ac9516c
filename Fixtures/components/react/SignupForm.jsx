import React, { useState } from "react";
import PropTypes from "prop-types";
import "./SignupForm.css";

// Apple's generator needs at least 12 characters and two of upper/lower/digit.
const RULES = "required: upper; required: lower; required: digit; minlength: 12;";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function SignupForm({ onSubmit, minimum = 12 }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const ratio = password.length / minimum / 2;
  const mismatch = confirmPassword && password !== confirmPassword;

  function handleSubmit(event) {
    event.preventDefault();
    if (!EMAIL.test(email) || mismatch) return;
    onSubmit({ email, password });
  }

  return (
    <form className="signup" onSubmit={handleSubmit} noValidate>
      <h2>Create your account</h2>
      <label htmlFor="email">Email</label>
      <input
        id="email"
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor="password">Password</label>
      <input
        id="password"
        name="password"
        type="password"
        passwordrules="required: upper; required: digits; minlength: 8; maxlength: 10;"
        minLength={8}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <meter max="1" value={ratio > 1 ? 1 : ratio} />
      <label htmlFor="confirm-password">Repeat password</label>
      <input
        id="confirm-password"
        name="confirmPassword"
        type="password"
        autoComplete="new_password"
        passwordrules={RULES}
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
      />
      {mismatch && <p className="error">Passwords don&apos;t match</p>}
      <button type="submit" disabled={mismatch}>
        Sign up
      </button>
    </form>
  );
}

SignupForm.propTypes = {
  onSubmit: PropTypes.func.isRequired,
  minimum: PropTypes.number,
};
