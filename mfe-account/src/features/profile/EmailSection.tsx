import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { updateAndConfirmEmail, verifyCode } from '@phuket/shared/api/account';
import { TextField } from '../../common/TextField';
import { useMessages } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { SLOT, aroundSlot } from '../../common/slot';
import { validateEmail } from '../../common/validation';
import { CodeChangeFlow } from './code-change';
import { CodeChangeSection } from './CodeChangeSection';
import type { CodeChangeLabels } from './CodeChangeSection';
import type { UserListener } from './user-deps';

export const EmailSection = observer(function EmailSection({
  email,
  onUser,
}: {
  email: string;
  onUser: UserListener;
}) {
  const [flow] = useState(
    () =>
      new CodeChangeFlow(
        {
          field: 'email',
          request: updateAndConfirmEmail,
          verify: (code) => verifyCode('email', code),
          onUser,
        },
        (target) =>
          validateEmail(target) ??
          (target.toLowerCase() === email.toLowerCase() ? 'This is already your email.' : null),
      ),
  );

  const t = useMessages(accountMessages);
  const labels: CodeChangeLabels = {
    send: t('email.send'),
    code: t('email.code'),
    confirm: t('email.confirm'),
    another: t('email.another'),
  };
  const [current, confirm] = aroundSlot(t('email.lead', { email: SLOT }));

  return (
    <CodeChangeSection
      flow={flow}
      labels={labels}
      id="email"
      title={t('fields.email')}
      lead={
        <>
          {current}
          <strong data-user-content>{email}</strong>
          {confirm}
        </>
      }
    >
      {() => (
        <TextField
          label={t('email.new')}
          type="email"
          name="new_email"
          autoComplete="email"
          value={flow.target}
          onChange={(value) => flow.setTarget(value)}
          error={flow.targetError}
          required
        />
      )}
    </CodeChangeSection>
  );
});
