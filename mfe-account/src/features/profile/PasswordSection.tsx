import { useState } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { changePassword } from '@phuket/shared/api';
import { FormMessage } from '../../common/FormMessage';
import { TextField } from '../../common/TextField';
import { PASSWORD_MIN } from '../../common/validation';
import { PasswordForm } from './password-form';
import { Section } from './Section';

export const PasswordSection = observer(function PasswordSection() {
  const [form] = useState(() => new PasswordForm({ changePassword }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await form.save();
  };

  return (
    <Section
      id="password"
      title="Password"
      lead="After the change, other devices signed in to this account are signed out."
    >
      <form className="profile-form" noValidate onSubmit={onSubmit}>
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
          <TextField
            label="New password"
            type="password"
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(value) => form.setPassword(value)}
            error={form.errors.password}
            hint={`At least ${PASSWORD_MIN} characters.`}
            required
          />
          <TextField
            label="Confirm new password"
            type="password"
            name="password_confirmation"
            autoComplete="new-password"
            value={form.passwordConfirmation}
            onChange={(value) => form.setPasswordConfirmation(value)}
            error={form.errors.password_confirmation}
            required
          />
        </div>
        <button type="submit" className="button" disabled={form.saving}>
          {form.saving ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </Section>
  );
});
