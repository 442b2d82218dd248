import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type {
  PresentationGoneBody,
  PublicPresentation,
  PublicPresentationItem,
} from '@phuket/shared/api/presentations';
import {
  formatArea,
  formatDiscount,
  formatPrice,
  roomFactText,
  roomFacts,
} from '@phuket/shared/format';
import { useMessages, type Translate } from '@phuket/shared/i18n';
import { inEnglish, presentationsMessages } from '../../common/messages';
import { PhotoStrip } from '../../common/PhotoStrip';
import { ListingLocation } from './ListingLocation';
import type { PublicPresentationStore } from './public-store';
import { ANSWERS } from './public-store';

type Store = PublicPresentationStore<PublicPresentation, PresentationGoneBody>;
type AvailableItem = Extract<PublicPresentationItem, { available: true }>;

const COMMENT_MAX = 1000;

/** The facts under a listing's price, each shown only when known. */
export function keyFacts(
  item: AvailableItem,
  t: Translate = inEnglish,
): { label: string; value: string }[] {
  const { beds, baths } = roomFacts(item.bedrooms, item.bathrooms);
  const area = formatArea(item.area);
  const facts: { label: string; value: string }[] = [];
  if (item.property_type) facts.push({ label: t('public.fact_type'), value: item.property_type });
  if (beds) facts.push({ label: t('public.fact_bedrooms'), value: roomFactText(beds) });
  if (baths) facts.push({ label: t('public.fact_bathrooms'), value: roomFactText(baths) });
  if (area) facts.push({ label: t('public.fact_area'), value: area });
  if (item.property_stage) {
    facts.push({ label: t('public.fact_stage'), value: item.property_stage });
  }
  if (item.furniture) facts.push({ label: t('public.fact_furniture'), value: item.furniture });
  if (item.offer_type) {
    facts.push({
      label: t('public.fact_for'),
      value: item.offer_type === 'Rent' ? t('public.for_rent') : t('public.for_sale'),
    });
  }
  return facts;
}

/** The price line: the owner's choice, already applied by the API; none at all when hidden. */
export function priceText(item: AvailableItem, t: Translate = inEnglish): string {
  if (!item.price) return t('public.price_on_request');
  return formatPrice({
    price: item.price.amount,
    currency: item.price.currency,
    offer_type: item.offer_type,
    rental_type: item.rental_type,
  });
}

export const ListingSection = observer(function ListingSection({
  store,
  item,
  number,
  ownerName,
  print,
}: {
  store: Store;
  item: PublicPresentationItem;
  number: number;
  ownerName: string | null;
  print: boolean;
}) {
  const t = useMessages(presentationsMessages);
  const headingId = `pres-listing-${item.id}`;
  if (!item.available) {
    return (
      <article
        className="pres-listing pres-listing--gone"
        aria-labelledby={headingId}
        data-testid="presentation-listing"
      >
        <h2 id={headingId} className="pres-listing__title">
          <span className="pres-listing__number">{number}</span> {t('public.listing_gone')}
        </h2>
        <p>{t('public.listing_gone_text')}</p>
      </article>
    );
  }
  const title = item.title ?? t('public.property_number', { number });
  const discount = item.price ? formatDiscount(item.price.discount) : null;
  return (
    <article
      className="pres-listing"
      aria-labelledby={headingId}
      data-item-id={item.id}
      data-testid="presentation-listing"
    >
      <h2
        id={headingId}
        className="pres-listing__title"
        data-user-content={item.title ? '' : undefined}
      >
        <span className="pres-listing__number">{number}</span> {title}
      </h2>
      {item.location ? (
        <p className="pres-listing__location" data-user-content>
          {item.location}
        </p>
      ) : null}
      <PhotoStrip photos={item.photos} alt={title} eager={print} priority={number === 1} />
      <p className="pres-listing__price" data-testid="listing-price">
        {priceText(item, t)}
        {discount ? <span className="pres-listing__discount">{discount}</span> : null}
      </p>
      <dl className="pres-listing__facts">
        {keyFacts(item, t).map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {item.note ? (
        <figure className="pres-listing__note">
          <blockquote data-user-content>{item.note}</blockquote>
          {ownerName ? (
            <figcaption data-user-content>{`— ${ownerName}`}</figcaption>
          ) : (
            <figcaption>{t('public.your_agent')}</figcaption>
          )}
        </figure>
      ) : null}
      {item.description ? (
        <details className="pres-listing__description" open={print}>
          <summary>{t('public.about_property')}</summary>
          <p data-user-content>{item.description}</p>
        </details>
      ) : null}
      <ListingLocation item={item} title={title} number={number} print={print} />
      {print ? null : <Feedback store={store} itemId={item.id} title={title} />}
    </article>
  );
});

/** Like / Maybe / No and a comment, sent without an account. */
const Feedback = observer(function Feedback({
  store,
  itemId,
  title,
}: {
  store: Store;
  itemId: number;
  title: string;
}) {
  const t = useMessages(presentationsMessages);
  const draft = store.draftOf(itemId);
  const id = `pres-feedback-${itemId}`;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.send(itemId);
  };
  const answerError = draft.errors.answer;
  const commentError = draft.errors.comment;
  return (
    <form
      className="pres-feedback no-print"
      onSubmit={onSubmit}
      aria-label={t('public.feedback_label', { title })}
    >
      <fieldset
        className="pres-feedback__answers"
        aria-describedby={answerError ? `${id}-answer-error` : undefined}
      >
        <legend>{t('public.feedback_question')}</legend>
        {ANSWERS.map((answer) => (
          <label
            key={answer.value}
            className={`pres-feedback__answer pres-feedback__answer--${answer.value}`}
          >
            <input
              type="radio"
              name={`${id}-answer`}
              value={answer.value}
              checked={draft.answer === answer.value}
              onChange={() => store.setAnswer(itemId, answer.value)}
            />
            <span>{t(answer.label)}</span>
          </label>
        ))}
      </fieldset>
      {answerError ? (
        <p id={`${id}-answer-error`} className="field-error">
          {answerError}
        </p>
      ) : null}
      <div className="field pres-feedback__comment">
        <label htmlFor={`${id}-comment`}>{t('public.comment')}</label>
        <textarea
          id={`${id}-comment`}
          rows={2}
          maxLength={COMMENT_MAX}
          value={draft.comment}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${id}-comment-error` : undefined}
          onChange={(event) => store.setComment(itemId, event.target.value)}
        />
        {commentError ? (
          <span id={`${id}-comment-error`} className="field-error">
            {commentError}
          </span>
        ) : null}
      </div>
      <div className="pres-feedback__send">
        <button type="submit" className="button" disabled={draft.state === 'sending'}>
          {draft.state === 'sending'
            ? t('public.sending')
            : draft.state === 'sent'
              ? t('public.send_again')
              : t('public.send')}
        </button>
        <p
          className={`pres-feedback__status${draft.state === 'error' ? ' pres-feedback__status--error' : ''}`}
          role="status"
        >
          {draft.message}
        </p>
      </div>
    </form>
  );
});
