import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { updateProfile } from '@phuket/shared/api/account';
import { useSubmitFocus } from '@phuket/shared/ui';
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

  return (
    <Section id="name" title="Name" lead="Shown on your listings, presentations and agent page.">
      <form className="profile-form" noValidate ref={ref} onSubmit={onSubmit}>
        {form.formError && <FormMessage kind="error">{form.formError}</FormMessage>}
        {form.saved && (
          <FormMessage kind="success">
            <p>Your name has been saved.</p>
          </FormMessage>
        )}
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={(value) => form.setName(value)}
          error={form.error}
          maxLength={255}
          required
        />
        <button type="submit" className="button" disabled={form.saving}>
          {form.saving ? 'Saving…' : 'Save name'}
        </button>
      </form>
    </Section>
  );
});
