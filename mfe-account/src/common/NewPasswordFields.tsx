import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { accountMessages } from './messages';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import type { PasswordStrengthCheck } from './password-strength';
import type { FieldErrors } from './server-errors';
import { TextField } from './TextField';
import { PASSWORD_MIN } from './validation';

/** What the register, reset and change-password forms have in common. */
export interface NewPasswordForm {
  password: string;
  passwordConfirmation: string;
  errors: FieldErrors<'password' | 'password_confirmation'>;
  /** The strength estimator of this form (fetched on the first keystroke). */
  strength: PasswordStrengthCheck;
  /** The person's email and name as words a guesser would try first. */
  personalWords: readonly string[];
  setPassword(value: string): void;
  setPasswordConfirmation(value: string): void;
}

/**
 * A new password with its strength meter, and its confirmation, marked 'new-password' for
 * password managers.
 */
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
  const meterId = useId();
  const t = useMessages(accountMessages);
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
        hint={t('fields.password_hint', { count: PASSWORD_MIN })}
        describedBy={meterId}
        below={<PasswordStrengthMeter id={meterId} form={form} />}
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
