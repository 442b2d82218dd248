import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useSubmitFocus } from '@phuket/shared/ui';
import { useMessages } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
import { CodeField } from '../../common/CodeField';
import { DemoNote } from '../../common/DemoNote';
import { FormMessage } from '../../common/FormMessage';
import type { CodeChangeFlow } from './code-change';
import { Section } from './Section';

/** The words that differ between the email and the phone change. */
export interface CodeChangeLabels {
  send: string;
  code: string;
  confirm: string;
  another: string;
}

/**
 * The email and phone sections run the same two steps (enter the new value, then the code sent
 * to it); only the field of the first step and the wording differ.
 */
export const CodeChangeSection = observer(function CodeChangeSection({
  id,
  title,
  lead,
  flow,
  labels,
  children,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  flow: CodeChangeFlow;
  labels: CodeChangeLabels;
  /** The new email or number field; rendered only during the first step, like the step's form. */
  children: () => ReactNode;
}) {
  const { ref: requestRef, onSubmit: onRequest } = useSubmitFocus(() => flow.request());
  const { ref: verifyRef, onSubmit: onVerify } = useSubmitFocus(() => flow.verify());
  const t = useMessages(accountMessages);
  const say = useKnownMessages();

  return (
    <Section id={id} title={title} lead={lead}>
      {flow.formError && <FormMessage kind="error">{say(flow.formError)}</FormMessage>}
      {flow.notice && (
        <FormMessage kind="success">
          <p>{say(flow.notice)}</p>
        </FormMessage>
      )}
      {flow.step === 'enter' ? (
        <form className="profile-form" noValidate ref={requestRef} onSubmit={onRequest}>
          {children()}
          <button type="submit" className="button" disabled={flow.busy}>
            {flow.busy ? t('form.sending') : labels.send}
          </button>
        </form>
      ) : (
        <form className="profile-form" noValidate ref={verifyRef} onSubmit={onVerify}>
          <DemoNote />
          <CodeField
            label={labels.code}
            value={flow.code}
            onChange={(code) => flow.setCode(code)}
            error={flow.codeError}
            autoFocus
          />
          <div className="profile-form__actions">
            <button type="submit" className="button" disabled={flow.busy}>
              {flow.busy ? t('form.checking') : labels.confirm}
            </button>
            <button
              type="button"
              className="link-button"
              disabled={flow.busy}
              onClick={() => void flow.request()}
            >
              {t('code_change.again')}
            </button>
            <button type="button" className="link-button" onClick={() => flow.edit()}>
              {labels.another}
            </button>
          </div>
        </form>
      )}
    </Section>
  );
});
