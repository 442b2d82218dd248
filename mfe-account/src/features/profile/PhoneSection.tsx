import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { updateAndConfirmPhone, verifyCode } from '@phuket/shared/api/account';
import { useRuntimeConfig } from '@phuket/shared/config';
import { PhoneInput } from '@phuket/shared/phone-input';
import { EMPTY_PHONE, phoneState } from '../../common/phone-state';
import { CodeChangeFlow } from './code-change';
import { CodeChangeSection } from './CodeChangeSection';
import type { CodeChangeLabels } from './CodeChangeSection';
import { displayPhone } from './format';
import type { UserListener } from './user-deps';

const PHONE_LABELS: CodeChangeLabels = {
  send: 'Send code by SMS',
  code: 'Code from the SMS',
  confirm: 'Confirm phone',
  another: 'Use another number',
};

export const PhoneSection = observer(function PhoneSection({
  phone,
  onUser,
}: {
  phone: string | null;
  onUser: UserListener;
}) {
  const { ipLookupUrl } = useRuntimeConfig();
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

  return (
    <CodeChangeSection
      flow={flow}
      labels={PHONE_LABELS}
      id="phone"
      title="Phone"
      lead={
        <>
          Current phone: <strong>{displayPhone(phone) ?? 'not set'}</strong>. We send a code by SMS
          to the new number to confirm it.
        </>
      }
    >
      {() => (
        <div className="field-block">
          <PhoneInput
            label="New phone"
            name="new_phone"
            value={flow.target}
            required
            ipLookupUrl={ipLookupUrl}
            error={flow.targetError}
            onChange={(value) => {
              const state = phoneState(value);
              flow.setTarget(state.phone, state.problem);
            }}
          />
        </div>
      )}
    </CodeChangeSection>
  );
});
