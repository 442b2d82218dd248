import { observer } from 'mobx-react-lite';
import type { FieldErrors } from './server-errors';
import { TextField } from './TextField';
import { PASSWORD_MIN } from './validation';

/** What the register, reset and change-password forms have in common. */
export interface NewPasswordForm {
  password: string;
  passwordConfirmation: string;
  errors: FieldErrors<'password' | 'password_confirmation'>;
  setPassword(value: string): void;
  setPasswordConfirmation(value: string): void;
}

/** A new password and its confirmation, marked 'new-password' for password managers. */
export const NewPasswordFields = observer(function NewPasswordFields({
  form,
  label,
  confirmLabel,
  autoFocus,
}: {
  form: NewPasswordForm;
  label: string;
  confirmLabel: string;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        name="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(value) => form.setPassword(value)}
        error={form.errors.password}
        hint={`At least ${PASSWORD_MIN} characters.`}
        autoFocus={autoFocus}
        required
      />
      <TextField
        label={confirmLabel}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        value={form.passwordConfirmation}
        onChange={(value) => form.setPasswordConfirmation(value)}
        error={form.errors.password_confirmation}
        required
      />
    </>
  );
});
