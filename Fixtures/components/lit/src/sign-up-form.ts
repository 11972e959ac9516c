/**
 * @license
 * A sign-up form as a Lit element, in the style of lit/lit-element-starter-ts.
 */
import {LitElement, html, css, nothing} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';

/**
 * Collects an email and a new password, with a confirmation field.
 */
@customElement('sign-up-form')
export class SignUpForm extends LitElement {
  static override styles = css`
    :host {
      display: block;
      max-width: 24rem;
    }
  `;

  /** Whether to ask for the password twice. */
  @property({type: Boolean}) confirm = true;

  @state() private busy = false;

  override render() {
    return html`
      <form @submit=${this._onSubmit}>
        <label for="email">Email</label>
        <input id="email" type="email" name="email" autocomplete="username" required>

        <label for="password">Password</label>
        <input id="password" type="password" name="password" autocomplete="new-password"
               minlength="12" ?disabled=${this.busy}
               passwordrules="required: upper; required: lower; required: digits; minlength: 12;">

        ${this.confirm
          ? html`
              <label for="confirm">Confirm password</label>
              <input id="confirm" type="password" name="confirm" autocomplete="off" minlength="12">`
          : nothing}

        <button type="submit" ?disabled=${this.busy}>Create account</button>
      </form>
    `;
  }

  private _onSubmit(event: SubmitEvent) {
    event.preventDefault();
    this.busy = true;
    // `<input type="password">` in a comment is no field.
    const hint = '<input type="password" autocomplete="off">';
    this.dispatchEvent(new CustomEvent('sign-up', {detail: {hint}}));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sign-up-form': SignUpForm;
  }
}
