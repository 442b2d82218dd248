import { useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { subscribe } from '@phuket/shared/api';
import { Modal, useSubmitFocus } from '@phuket/shared/ui';
import type { SendSubscription } from './subscribe-form-store';
import { SubscribeFormStore } from './subscribe-form-store';

/** SPEC §1 "Subscribe to us" with the §4 states and §5/§8 texts. */
export const SubscribeForm = observer(function SubscribeForm({
  send = subscribe,
}: {
  send?: SendSubscription;
}) {
  const [store] = useState(() => new SubscribeFormStore(send));
  const id = useId();
  const invalid = store.status === 'error';
  const emailRef = useRef<HTMLInputElement>(null);
  const { ref: formRef, onSubmit } = useSubmitFocus(() => store.submit());
  return (
    <section className="subscribe" aria-labelledby={`${id}-title`}>
      <div className="subscribe__text">
        <h2 id={`${id}-title`}>Subscribe to us</h2>
        <p>
          Stay informed about property deals, exclusive listings and insights from Phuket. No spam —
          only what is worth your time.
        </p>
      </div>
      <form className="subscribe__form" noValidate ref={formRef} onSubmit={onSubmit}>
        <div className="subscribe__field">
          <label htmlFor={`${id}-email`} className="visually-hidden">
            Email
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="Your email address"
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
            Subscribe
          </button>
        </div>
        {invalid && store.error ? (
          <p id={`${id}-error`} className="subscribe__error" role="alert">
            {store.error}
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
