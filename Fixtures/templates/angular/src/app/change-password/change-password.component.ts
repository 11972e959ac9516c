import { Component, inject } from '@angular/core';
import { FormBuilder, ReactiveFormsModule, Validators } from '@angular/forms';

// Markup in a string is not the template: '<input type="password" passwordrules="required: nope">'
const HINT = '<input type="password" passwordrules="required: nope">';

@Component({
  selector: 'app-change-password',
  standalone: true,
  imports: [ReactiveFormsModule],
  template: `
    <form [formGroup]="form" (ngSubmit)="save()">
      <input type="hidden" autocomplete="username" [value]="username">
      <label>Current password
        <input type="password" formControlName="current" autocomplete="current-password">
      </label>
      <label>New password
        <input type="password" formControlName="next" autocomplete="new-password" minlength="12"
               passwordrules="minlength: 12; required: lower; required: upper; required: digit; required: symbols; max-consecutive: 2;
                              allowed: [-().&@?'#,/&quot;+]">
      </label>
      @if (form.controls.next.errors?.['minlength']) {
        <p class="error">At least 12 characters.</p>
      }
      <button type="submit" [disabled]="form.invalid">Save</button>
    </form>
  `,
  styles: `form { display: grid; gap: 1rem; }`,
})
export class ChangePasswordComponent {
  private readonly fb = inject(FormBuilder);
  username = '';
  readonly form = this.fb.nonNullable.group({
    current: ['', Validators.required],
    next: ['', [Validators.required, Validators.minLength(12)]],
  });

  save(): void {}
}
