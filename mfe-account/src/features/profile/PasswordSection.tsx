import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { changePassword } from '@phuket/shared/api/account';
import { useSubmitFocus } from '@phuket/shared/ui';
import { useMessages } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
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
  const t = useMessages(accountMessages);
  const say = useKnownMessages();

  return (
    <Section id="password" title={t('fields.password')} lead={t('password_change.lead')}>
      <form className="profile-form" noValidate ref={ref} onSubmit={onSubmit}>
        {form.formError && <FormMessage kind="error">{say(form.formError)}</FormMessage>}
        {form.saved && (
          <FormMessage kind="success">
            <p>{t('password_change.saved')}</p>
          </FormMessage>
        )}
        {/* Lets password managers tie the new password to this account. */}
        <input type="hidden" name="username" autoComplete="username" />
        <TextField
          label={t('fields.current_password')}
          type="password"
          name="current_password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(value) => form.setCurrentPassword(value)}
          error={form.errors.current_password}
          required
        />
        <div className="profile-form__pair">
          <NewPasswordFields
            form={form}
            label={t('fields.new_password')}
            confirmLabel={t('fields.confirm_new_password')}
          />
        </div>
        <button type="submit" className="button" disabled={form.saving}>
          {form.saving ? t('form.saving') : t('password_change.submit')}
        </button>
      </form>
    </Section>
  );
});
