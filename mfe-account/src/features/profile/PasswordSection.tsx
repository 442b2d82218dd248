import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { changePassword } from '@phuket/shared/api/account';
import { useSubmitFocus } from '@phuket/shared/ui';
import { FormMessage } from '../../common/FormMessage';
import { NewPasswordFields } from '../../common/NewPasswordFields';
import { TextField } from '../../common/TextField';
import { PasswordForm } from './password-form';
import { Section } from './Section';

export const PasswordSection = observer(function PasswordSection({
  email,
  name,
}: {
  email: string;
  name: string;
}) {
  const [form] = useState(() => new PasswordForm({ changePassword }, { email, name }));

  const { ref, onSubmit } = useSubmitFocus(() => form.save());

  return (
    <Section
      id="password"
      title="Password"
      lead="After the change, other devices signed in to this account are signed out."
    >
      <form className="profile-form" noValidate ref={ref} onSubmit={onSubmit}>
        {form.formError && <FormMessage kind="error">{form.formError}</FormMessage>}
        {form.saved && (
          <FormMessage kind="success">
            <p>Your password has been changed.</p>
          </FormMessage>
        )}
        {/* Lets password managers tie the new password to this account. */}
        <input type="hidden" name="username" autoComplete="username" />
        <TextField
          label="Current password"
          type="password"
          name="current_password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(value) => form.setCurrentPassword(value)}
          error={form.errors.current_password}
          required
        />
        <div className="profile-form__pair">
          <NewPasswordFields form={form} label="New password" confirmLabel="Confirm new password" />
        </div>
        <button type="submit" className="button" disabled={form.saving}>
          {form.saving ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </Section>
  );
});
