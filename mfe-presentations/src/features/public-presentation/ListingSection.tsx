import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type {
  PresentationGoneBody,
  PublicPresentation,
  PublicPresentationItem,
} from '@phuket/shared/api/presentations';
import { descriptionIn, titleIn, titlesOf, type ShownText } from '@phuket/shared/contract';
import { formatDiscount, roomFactText } from '@phuket/shared/format';
import {
  LANGUAGE_TAGS,
  labelsIn,
  useLabels,
  useLocale,
  useMessages,
  type Labels,
  type Locale,
  type Translate,
} from '@phuket/shared/i18n';
import { ShownIn } from '@phuket/shared/ui';
import { inEnglish, presentationsMessages } from '../../common/messages';
import { PhotoStrip } from '../../common/PhotoStrip';
import { ListingLocation } from './ListingLocation';
import type { PublicPresentationStore } from './public-store';
import { ANSWERS } from './public-store';

type Store = PublicPresentationStore<PublicPresentation, PresentationGoneBody>;
type AvailableItem = Extract<PublicPresentationItem, { available: true }>;

const COMMENT_MAX = 1000;

const ENGLISH_LABELS = labelsIn('en');

/** The facts under a listing's price, each shown only when known, in the page's language. */
export function keyFacts(
  item: AvailableItem,
  t: Translate = inEnglish,
  label: Labels = ENGLISH_LABELS,
): { label: string; value: string }[] {
  const { beds, baths } = label.roomFacts(item.bedrooms, item.bathrooms);
  const area = label.area(item.area);
  const facts: { label: string; value: string }[] = [];
  if (item.property_type) {
    facts.push({ label: t('public.fact_type'), value: label.propertyType(item.property_type) });
  }
  if (beds) facts.push({ label: t('public.fact_bedrooms'), value: roomFactText(beds) });
  if (baths) facts.push({ label: t('public.fact_bathrooms'), value: roomFactText(baths) });
  if (area) facts.push({ label: t('public.fact_area'), value: area });
  if (item.property_stage) {
    facts.push({ label: t('public.fact_stage'), value: label.propertyStage(item.property_stage) });
  }
  if (item.furniture) {
    facts.push({ label: t('public.fact_furniture'), value: label.furniture(item.furniture) });
  }
  if (item.offer_type) {
    facts.push({
      label: t('public.fact_for'),
      value: item.offer_type === 'Rent' ? t('public.for_rent') : t('public.for_sale'),
    });
  }
  return facts;
}

/**
 * The price line in the page's language: the owner's choice, already applied by the API; none
 * at all when hidden.
 */
export function priceText(
  item: AvailableItem,
  t: Translate = inEnglish,
  label: Labels = ENGLISH_LABELS,
): string {
  if (!item.price) return t('public.price_on_request');
  return label.price({
    price: item.price.amount,
    currency: item.price.currency,
    offer_type: item.offer_type,
    rental_type: item.rental_type,
  });
}

/**
 * A listing's title and description in `locale`: their translation when the owner of the
 * listing wrote one, else the original, each with the language it is in.
 */
export function shownTexts(
  item: AvailableItem,
  locale: Locale,
): { title: ShownText | null; description: ShownText | null } {
  return {
    title: titleIn(
      { title: item.title, language: item.language, titles: titlesOf(item.translations) },
      locale,
    ),
    description: descriptionIn(item, locale),
  };
}

/** `lang` for text in another language than the page's (WCAG 3.1.2); none when the same. */
function langOf(shown: ShownText | null, locale: Locale): string | undefined {
  return shown && shown.language !== locale ? LANGUAGE_TAGS[shown.language] : undefined;
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
  const label = useLabels();
  const locale = useLocale();
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
  const shown = shownTexts(item, locale);
  const title = shown.title?.text ?? t('public.property_number', { number });
  const discount = item.price ? formatDiscount(item.price.discount) : null;
  return (
    <article
      className="pres-listing"
      aria-labelledby={headingId}
      data-item-id={item.id}
      data-testid="presentation-listing"
    >
      <h2 id={headingId} className="pres-listing__title">
        <span className="pres-listing__number">{number}</span>{' '}
        {shown.title ? (
          <span data-user-content lang={langOf(shown.title, locale)}>
            {title}
          </span>
        ) : (
          title
        )}
      </h2>
      {shown.title ? <ShownIn language={shown.title.language} /> : null}
      {item.location ? (
        <p className="pres-listing__location" data-user-content>
          {label.location(item.location)}
        </p>
      ) : null}
      <PhotoStrip photos={item.photos} alt={title} eager={print} priority={number === 1} />
      <p className="pres-listing__price" data-testid="listing-price">
        {priceText(item, t, label)}
        {discount ? <span className="pres-listing__discount">{discount}</span> : null}
      </p>
      <dl className="pres-listing__facts">
        {keyFacts(item, t, label).map((fact) => (
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
      {shown.description ? (
        <details className="pres-listing__description" open={print}>
          <summary>{t('public.about_property')}</summary>
          {/* Said once per listing: under the title, unless the description differs from it. */}
          {shown.description.language !== shown.title?.language ? (
            <ShownIn language={shown.description.language} />
          ) : null}
          <p data-user-content lang={langOf(shown.description, locale)}>
            {shown.description.text}
          </p>
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
