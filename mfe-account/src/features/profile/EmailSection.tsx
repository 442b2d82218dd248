import { useState } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { updateAndConfirmEmail, verifyCode } from '@phuket/shared/api';
import { CodeField } from '../../common/CodeField';
import { DemoNote } from '../../common/DemoNote';
import { FormMessage } from '../../common/FormMessage';
import { TextField } from '../../common/TextField';
import { validateEmail } from '../../common/validation';
import { CodeChangeFlow } from './code-change';
import { Section } from './Section';
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

  const onRequest = async (event: FormEvent) => {
    event.preventDefault();
    await flow.request();
  };
  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    await flow.verify();
  };

  return (
    <Section
      id="email"
      title="Email"
      lead={
        <>
          Current email: <strong>{email}</strong>. We send a code to the new address to confirm it.
        </>
      }
    >
      {flow.formError && <FormMessage kind="error">{flow.formError}</FormMessage>}
      {flow.notice && (
        <FormMessage kind="success">
          <p>{flow.notice}</p>
        </FormMessage>
      )}
      {flow.step === 'enter' ? (
        <form className="profile-form" noValidate onSubmit={onRequest}>
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
          <button type="submit" className="button" disabled={flow.busy}>
            {flow.busy ? 'Sending…' : 'Send code'}
          </button>
        </form>
      ) : (
        <form className="profile-form" noValidate onSubmit={onVerify}>
          <DemoNote />
          <CodeField
            label="Code from the email"
            value={flow.code}
            onChange={(code) => flow.setCode(code)}
            error={flow.codeError}
            autoFocus
          />
          <div className="profile-form__actions">
            <button type="submit" className="button" disabled={flow.busy}>
              {flow.busy ? 'Checking…' : 'Confirm email'}
            </button>
            <button
              type="button"
              className="link-button"
              disabled={flow.busy}
              onClick={() => void flow.request()}
            >
              Send the code again
            </button>
            <button type="button" className="link-button" onClick={() => flow.edit()}>
              Use another address
            </button>
          </div>
        </form>
      )}
    </Section>
  );
});
