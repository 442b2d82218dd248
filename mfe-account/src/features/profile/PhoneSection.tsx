import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { updateAndConfirmPhone, verifyCode } from '@phuket/shared/api/account';
import { useRuntimeConfig } from '@phuket/shared/config';
import { PhoneInput } from '@phuket/shared/phone-input';
import { useMessages } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
import { SLOT, aroundSlot } from '../../common/slot';
import { EMPTY_PHONE, phoneState } from '../../common/phone-state';
import { CodeChangeFlow } from './code-change';
import { CodeChangeSection } from './CodeChangeSection';
import type { CodeChangeLabels } from './CodeChangeSection';
import { displayPhone } from './format';
import type { UserListener } from './user-deps';

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

  const t = useMessages(accountMessages);
  const say = useKnownMessages();
  const labels: CodeChangeLabels = {
    send: t('phone.send'),
    code: t('phone.code'),
    confirm: t('phone.confirm'),
    another: t('phone.another'),
  };
  const [current, confirm] = aroundSlot(t('phone.lead', { phone: SLOT }));

  return (
    <CodeChangeSection
      flow={flow}
      labels={labels}
      id="phone"
      title={t('fields.phone')}
      lead={
        <>
          {current}
          <strong>{displayPhone(phone) ?? t('phone.not_set')}</strong>
          {confirm}
        </>
      }
    >
      {() => (
        <div className="field-block">
          <PhoneInput
            label={t('phone.new')}
            name="new_phone"
            value={flow.target}
            required
            ipLookupUrl={ipLookupUrl}
            error={say(flow.targetError)}
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
