import { useState } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { updateAndConfirmPhone, verifyCode } from '@phuket/shared/api';
import { getRuntimeConfig } from '@phuket/shared/config';
import { PhoneInput } from '@phuket/shared/phone-input';
import { CodeField } from '../../common/CodeField';
import { DemoNote } from '../../common/DemoNote';
import { FormMessage } from '../../common/FormMessage';
import { EMPTY_PHONE, phoneState } from '../../common/phone-state';
import { CodeChangeFlow } from './code-change';
import { displayPhone } from './format';
import { Section } from './Section';
import type { UserListener } from './user-deps';

export const PhoneSection = observer(function PhoneSection({
  phone,
  onUser,
}: {
  phone: string | null;
  onUser: UserListener;
}) {
  const [flow] = useState(
    () =>
      new CodeChangeFlow(
        {
          field: 'phone',
          request: updateAndConfirmPhone,
          verify: (code) => verifyCode('phone', code),
          onUser,
        },
        // The field's own verdict arrives with each change; a field never touched is blank.
        (target) => (target === '' ? EMPTY_PHONE.problem : null),
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
      id="phone"
      title="Phone"
      lead={
        <>
          Current phone: <strong>{displayPhone(phone) ?? 'not set'}</strong>. We send a code by SMS
          to the new number to confirm it.
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
          <div className="field-block">
            <PhoneInput
              label="New phone"
              name="new_phone"
              value={flow.target}
              required
              ipLookupUrl={getRuntimeConfig().ipLookupUrl}
              error={flow.targetError}
              onChange={(value) => {
                const state = phoneState(value);
                flow.setTarget(state.phone, state.problem);
              }}
            />
          </div>
          <button type="submit" className="button" disabled={flow.busy}>
            {flow.busy ? 'Sending…' : 'Send code by SMS'}
          </button>
        </form>
      ) : (
        <form className="profile-form" noValidate onSubmit={onVerify}>
          <DemoNote />
          <CodeField
            label="Code from the SMS"
            value={flow.code}
            onChange={(code) => flow.setCode(code)}
            error={flow.codeError}
            autoFocus
          />
          <div className="profile-form__actions">
            <button type="submit" className="button" disabled={flow.busy}>
              {flow.busy ? 'Checking…' : 'Confirm phone'}
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
              Use another number
            </button>
          </div>
        </form>
      )}
    </Section>
  );
});
