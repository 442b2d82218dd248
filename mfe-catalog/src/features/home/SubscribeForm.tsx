import { useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { subscribe } from '@phuket/shared/api';
import { Modal, useSubmitFocus } from '@phuket/shared/ui';
import { useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';
import type { SendSubscription } from './subscribe-form-store';
import { EMAIL_REQUIRED, SUBSCRIBE_FAILED, SubscribeFormStore } from './subscribe-form-store';

/** docs/product-rules.md §1 "Subscribe to us" with the §4 states and §5/§8 texts. */
export const SubscribeForm = observer(function SubscribeForm({
  send = subscribe,
}: {
  send?: SendSubscription;
}) {
  const t = useMessages(catalogMessages);
  const [store] = useState(() => new SubscribeFormStore(send));
  const id = useId();
  const invalid = store.status === 'error';
  const emailRef = useRef<HTMLInputElement>(null);
  const { ref: formRef, onSubmit } = useSubmitFocus(() => store.submit());
  return (
    <section className="subscribe" aria-labelledby={`${id}-title`}>
      <div className="subscribe__text">
        <h2 id={`${id}-title`}>{t('subscribe.heading')}</h2>
        <p>{t('subscribe.lead')}</p>
      </div>
      <form className="subscribe__form" noValidate ref={formRef} onSubmit={onSubmit}>
        <div className="subscribe__field">
          <label htmlFor={`${id}-email`} className="visually-hidden">
            {t('subscribe.email')}
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('subscribe.placeholder')}
            value={store.email}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => store.setEmail(event.target.value)}
          />
          <button
            type="submit"
            className="button button--accent"
            disabled={store.status === 'submitting'}
          >
            {t('subscribe.submit')}
          </button>
        </div>
        {invalid && store.error ? (
          <p id={`${id}-error`} className="subscribe__error" role="alert">
            {/* The store keeps the English texts its tests read; the server's own message stays as sent. */}
            {store.error === EMAIL_REQUIRED
              ? t('subscribe.email_required')
              : store.error === SUBSCRIBE_FAILED
                ? t('subscribe.failed')
                : store.error}
          </p>
        ) : null}
      </form>
      <Modal
        open={store.modalOpen}
        type="subscribe"
        onClose={() => store.closeModal()}
        returnFocus={emailRef}
      />
    </section>
  );
});
