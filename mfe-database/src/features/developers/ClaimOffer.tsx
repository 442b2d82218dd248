import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { CLAIM_MESSAGE_MAX } from '@phuket/shared/contract';
import { useMessages } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { Field } from '@phuket/shared/ui';
import { useKnownMessage } from '../../common/known-messages';
import { databaseMessages } from '../../common/messages';
import { ClaimOfferStore, claimOfferApi, type ClaimOfferApi } from './claim-offer-store';
import './developer-requests.css';

/**
 * One offer per record being created: the create page hands its record store to the step
 * page once autosave has created the draft (use-record-steps.tsx), and the offer — with the
 * message being typed — goes along with it.
 */
const offers = new WeakMap<object, ClaimOfferStore>();
function offerFor(record: object, api: ClaimOfferApi): ClaimOfferStore {
  let store = offers.get(record);
  if (!store) {
    store = new ClaimOfferStore(api);
    offers.set(record, store);
  }
  return store;
}

/**
 * Under the developer's title: when another account's published company has this name, offer
 * to claim it (staff decide) rather than add a second one. Nothing is offered to admins (the
 * API answers them no match) or once the developer is on the site.
 */
export const ClaimOffer = observer(function ClaimOffer({
  title,
  record,
  api = claimOfferApi,
}: {
  title: string;
  /** The record (its wizard store) the offer belongs to. */
  record: object;
  api?: ClaimOfferApi;
}) {
  const t = useMessages(databaseMessages);
  const say = useKnownMessage();
  const headingId = useId();
  const [store] = useState(() => offerFor(record, api));
  useEffect(() => store.check(title), [store, title]);
  useEffect(() => () => store.dispose(), [store]);
  // Read here, not inside Field's render function: Field is no observer, this component is.
  const message = store.message;
  const sent = store.sent;
  const match = store.matches[0];
  if (!match && !sent) return null;
  return (
    <section className="claim-offer" aria-labelledby={headingId}>
      {sent ? (
        <div role="status">
          <h3 id={headingId}>{t('claim_offer.sent_title')}</h3>
          <p>{t('claim_offer.sent_text', { title: sent.developer.title })}</p>
          <p>
            <Link to={paths.databaseDevelopers}>{t('claim_offer.to_list')}</Link>
          </p>
        </div>
      ) : match ? (
        <>
          <h3 id={headingId}>{t('claim_offer.title', { title: match.title })}</h3>
          <p>{t('claim_offer.text')}</p>
          <Field label={t('claim_offer.message_label')} hint={t('claim_offer.message_hint')}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={CLAIM_MESSAGE_MAX}
                value={message}
                onChange={(event) => store.setMessage(event.target.value)}
              />
            )}
          </Field>
          {store.error !== null ? (
            <p className="field-error" role="alert">
              {say(store.error)}
            </p>
          ) : null}
          <button
            type="button"
            className="button"
            disabled={store.sending}
            onClick={() => void store.claim(match)}
          >
            {store.sending ? t('claims.working') : t('claim_offer.claim', { title: match.title })}
          </button>
        </>
      ) : null}
    </section>
  );
});
