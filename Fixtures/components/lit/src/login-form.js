import {html, render} from 'lit-html';

// A sign-in form with a show-password toggle, rendered with lit-html.
export const loginForm = (state, actions) => html`
  <form action="/session" method="post">
    <input type="text" name="username" autocomplete="username" .value=${state.username}>
    <input type=${state.reveal ? 'text' : 'password'} name="password" autocomplete="off">
    <button type="button" @click=${actions.toggle}>${state.reveal ? 'Hide' : 'Show'}</button>
    <button type="submit">Sign in</button>
  </form>
`;

render(loginForm({username: '', reveal: false}, {toggle() {}}), document.querySelector('#app'));
