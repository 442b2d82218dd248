import { useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { updateAndConfirmEmail, verifyCode } from '@phuket/shared/api/account';
import { TextField } from '../../common/TextField';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { SLOT, aroundSlot } from '../../common/slot';
import { validateEmail } from '../../common/validation';
import { CodeChangeFlow } from './code-change';
import { CodeChangeSection } from './CodeChangeSection';
import type { CodeChangeLabels } from './CodeChangeSection';
import type { UserListener } from './user-deps';

/** The flow's notice once the account's own address is confirmed (known-messages says it). */
export const emailConfirmedNotice = (email: string) =>
  `Your email ${email} is confirmed: you can publish now.`;

/**
 * The account's email: a new account confirms the address it registered with (the code came
 * by mail, so the section opens at the code; "Send the code again" asks for a new one), and
 * any account changes it to a new address confirmed the same way.
 */
export const EmailSection = observer(function EmailSection({
  email,
  verified,
  onUser,
}: {
  email: string;
  verified: boolean;
  onUser: UserListener;
}) {
  // The flow outlives renders; its checks read the account as it is now.
  const current = useRef({ email, verified });
  current.current = { email, verified };
  const [flow] = useState(() => {
    const sameAddress = (target: string) =>
      target.toLowerCase() === current.current.email.toLowerCase();
    const created = new CodeChangeFlow(
      {
        field: 'email',
        request: updateAndConfirmEmail,
        verify: (code) => verifyCode('email', code),
        onUser,
        savedNotice: (target) => (sameAddress(target) ? emailConfirmedNotice(target) : null),
      },
      (target) =>
        validateEmail(target) ??
        (sameAddress(target) && current.current.verified ? 'This is already your email.' : null),
    );
    if (!verified) created.expectCode(email);
    return created;
  });

  const t = useMessages(accountMessages);
  const labels: CodeChangeLabels = {
    send: t('email.send'),
    code: t('email.code'),
    confirm: t('email.confirm'),
    another: t('email.another'),
  };
  const [before, after] = aroundSlot(
    t(verified ? msgId('email.lead') : msgId('email.lead_unconfirmed'), { email: SLOT }),
  );

  return (
    <CodeChangeSection
      flow={flow}
      labels={labels}
      id="email"
      title={t('fields.email')}
      lead={
        <>
          {before}
          <strong data-user-content>{email}</strong>
          {after}
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
