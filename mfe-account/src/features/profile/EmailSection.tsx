import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { updateAndConfirmEmail, verifyCode } from '@phuket/shared/api/account';
import { TextField } from '../../common/TextField';
import { validateEmail } from '../../common/validation';
import { CodeChangeFlow } from './code-change';
import { CodeChangeSection } from './CodeChangeSection';
import type { CodeChangeLabels } from './CodeChangeSection';
import type { UserListener } from './user-deps';

const EMAIL_LABELS: CodeChangeLabels = {
  send: 'Send code',
  code: 'Code from the email',
  confirm: 'Confirm email',
  another: 'Use another address',
};

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

  return (
    <CodeChangeSection
      flow={flow}
      labels={EMAIL_LABELS}
      id="email"
      title="Email"
      lead={
        <>
          Current email: <strong>{email}</strong>. We send a code to the new address to confirm it.
        </>
      }
    >
      {() => (
        <TextField
          label="New email"
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
