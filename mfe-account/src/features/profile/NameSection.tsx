import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { updateProfile } from '@phuket/shared/api/account';
import { useSubmitFocus } from '@phuket/shared/ui';
import { useMessages } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
import { FormMessage } from '../../common/FormMessage';
import { TextField } from '../../common/TextField';
import { NameForm } from './name-form';
import { Section } from './Section';
import type { UserListener } from './user-deps';

export const NameSection = observer(function NameSection({
  name,
  onUser,
}: {
  name: string;
  onUser: UserListener;
}) {
  const [form] = useState(() => new NameForm({ updateProfile, onUser }, name));

  const { ref, onSubmit } = useSubmitFocus(() => form.save());
  const t = useMessages(accountMessages);
  const say = useKnownMessages();

  return (
    <Section id="name" title={t('fields.name')} lead={t('name.lead')}>
      <form className="profile-form" noValidate ref={ref} onSubmit={onSubmit}>
        {form.formError && <FormMessage kind="error">{say(form.formError)}</FormMessage>}
        {form.saved && (
          <FormMessage kind="success">
            <p>{t('name.saved')}</p>
          </FormMessage>
        )}
        <TextField
          label={t('fields.name')}
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={(value) => form.setName(value)}
          error={form.error}
          maxLength={255}
          required
        />
        <button type="submit" className="button" disabled={form.saving}>
          {form.saving ? t('form.saving') : t('name.save')}
        </button>
      </form>
    </Section>
  );
});
