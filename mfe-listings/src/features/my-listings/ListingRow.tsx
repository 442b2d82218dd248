import { observer } from 'mobx-react-lite';
import type { MyListing } from '@phuket/shared/api/listings';
import { LISTING_FRESHNESS_DAYS, type PublishRequirement } from '@phuket/shared/contract';
import {
  duplicateSignalsText,
  duplicatesAdvice,
  formatDay,
  formatPrice,
} from '@phuket/shared/format';
import {
  LANGUAGE_TAGS,
  formatDateIn,
  formatNumberIn,
  msgId,
  useLocale,
  useMessages,
} from '@phuket/shared/i18n';
import type { Locale, Translate } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { LISTING_PLACEHOLDER_IMAGE } from '@phuket/shared/ui';
import { useContractText } from '../../common/contract-texts';
import { listingsMessages } from '../../common/messages';
import type { MyListingsStore, RowAction } from './my-listings-store';
import { STATUS_LABELS } from '../../common/status-labels';
import { ACTION_LABELS, ACTION_PROGRESS, DONE_MESSAGES } from './my-listings-store';

const REQUIREMENT_LABELS: Record<PublishRequirement, string> = {
  title: msgId('my_listings.needs_title'),
  property_type: msgId('my_listings.needs_property_type'),
  offer_type: msgId('my_listings.needs_offer_type'),
  price: msgId('my_listings.needs_price'),
  location: msgId('my_listings.needs_location'),
  photos: msgId('my_listings.needs_photos'),
};

const english: Translate = (id, values) => listingsMessages.format('en', id, values);

/**
 * 'Ready to publish' (or 'Complete' once published, sent for review or rejected) or 'To publish,
 * add a title and 3 photos'.
 */
export function completenessText(
  listing: Pick<MyListing, 'completeness' | 'status'>,
  t: Translate = english,
  locale: Locale = 'en',
): string {
  const missing = listing.completeness.missing.map((r) => t(REQUIREMENT_LABELS[r]));
  if (missing.length === 0) {
    // Nothing to publish from here once it is on the site, with the staff or refused by them.
    const sent = ['published', 'pending', 'rejected'].includes(listing.status);
    return sent ? t('my_listings.complete') : t('my_listings.ready');
  }
  // British English joins without a serial comma ("a title, a price and 3 photos").
  const list = new Intl.ListFormat(locale === 'en' ? 'en-GB' : LANGUAGE_TAGS[locale], {
    type: 'conjunction',
  }).format(missing);
  return t('my_listings.to_publish', { list });
}

export function listingTitle(listing: Pick<MyListing, 'title'>, t: Translate = english): string {
  return listing.title?.trim() ? listing.title : t('my_listings.untitled');
}

/** A day as the row shows it: English keeps the site's short form ('24 Nov 2026'). */
const dayIn = (locale: Locale, iso: string) =>
  locale === 'en' ? formatDay(iso) : formatDateIn(locale, iso);

export interface ListingRowProps {
  store: MyListingsStore;
  listing: MyListing;
  onDelete: (listing: MyListing) => void;
}

export const ListingRow = observer(function ListingRow({
  store,
  listing,
  onDelete,
}: ListingRowProps) {
  const t = useMessages(listingsMessages);
  const locale = useLocale();
  const contractText = useContractText();
  const title = listingTitle(listing, t);
  const untitled = !listing.title?.trim();
  const busy = store.busy.get(listing.id);
  const message = store.messages.get(listing.id);
  const headingId = `my-listing-${listing.id}`;
  const isNew = store.highlighted === listing.id;

  const act = (action: RowAction) => {
    if (action === 'delete') onDelete(listing);
    else if (action === 'duplicate') void store.duplicate(listing);
    else void store.run(listing, action);
  };

  return (
    <li>
      <article
        className={`my-listing${isNew ? ' my-listing--new' : ''}`}
        aria-labelledby={headingId}
        aria-busy={busy !== undefined}
        data-testid="my-listing"
      >
        <img
          className="my-listing__cover"
          src={listing.cover_url ?? LISTING_PLACEHOLDER_IMAGE}
          alt=""
          width={160}
          height={120}
          loading="lazy"
        />
        <div className="my-listing__body">
          <div className="my-listing__head">
            <h2
              id={headingId}
              className="my-listing__title"
              data-user-content={untitled ? undefined : true}
            >
              {title}
            </h2>
            <span className={`my-listing__status my-listing__status--${listing.status}`}>
              {t(STATUS_LABELS[listing.status])}
            </span>
            {isNew ? <span className="my-listing__new">{t('my_listings.new_copy')}</span> : null}
          </div>
          <p className="my-listing__price">
            {/* A row is a card: 0 while the owner has set no price. */}
            {listing.price > 0 ? formatPrice(listing) : t('my_listings.no_price')}
          </p>
          <ul className="my-listing__facts">
            <li
              className={
                listing.completeness.ready ? 'my-listing__complete' : 'my-listing__incomplete'
              }
            >
              {completenessText(listing, t, locale)}
            </li>
            {listing.status === 'published' ? (
              <li>
                {listing.confirmed_at
                  ? t('my_listings.confirmed_on', { date: dayIn(locale, listing.confirmed_at) })
                  : t('my_listings.not_confirmed')}
              </li>
            ) : null}
            {listing.status === 'pending' ? (
              <li className="my-listing__moderation">{t('my_listings.pending_note')}</li>
            ) : null}
            {listing.moderation_note !== null ? (
              <li className="my-listing__moderation my-listing__incomplete">
                {listing.status === 'rejected'
                  ? t('my_listings.rejected_note')
                  : t('my_listings.changes_note')}{' '}
                <q data-user-content>{listing.moderation_note}</q>
              </li>
            ) : null}
            {listing.expired_at !== null ? (
              <li className="my-listing__incomplete">
                {t('my_listings.expired', {
                  date: dayIn(locale, listing.expired_at),
                  days: LISTING_FRESHNESS_DAYS,
                })}
              </li>
            ) : null}
            <li>
              {t('my_listings.views', {
                count: listing.views,
                views: formatNumberIn(locale, listing.views),
              })}
            </li>
            <li>{t('my_listings.updated', { date: dayIn(locale, listing.updated_at) })}</li>
          </ul>
        </div>
        <div
          className="my-listing__actions"
          role="group"
          aria-label={t('my_listings.actions_for', { title })}
        >
          <Link
            className="button button--secondary my-listing__action"
            to={`/listing/create/${listing.id}`}
          >
            {t('my_listings.edit')}
            <span className="visually-hidden" data-user-content>
              {' '}
              {title}
            </span>
          </Link>
          <Link
            className="button button--secondary my-listing__action"
            to={`/listing/${listing.id}/stats`}
          >
            {t('my_listings.listing_statistics')}
            <span className="visually-hidden" data-user-content>
              {' '}
              {title}
            </span>
          </Link>
          {store.actionsOf(listing).map((action) => (
            <button
              key={action}
              type="button"
              className={`button ${
                action === 'publish' ? '' : 'button--secondary '
              }my-listing__action${action === 'delete' ? ' my-listing__action--danger' : ''}`}
              disabled={busy !== undefined}
              onClick={() => act(action)}
            >
              {t(ACTION_LABELS[action])}
              <span className="visually-hidden" data-user-content>
                {' '}
                {title}
              </span>
            </button>
          ))}
        </div>
        <div className="my-listing__message" role="status">
          {busy ? <p>{t(ACTION_PROGRESS[busy])}</p> : null}
          {!busy && message ? (
            <div className={`my-listing__note my-listing__note--${message.kind}`}>
              <p>{message.done ? t(DONE_MESSAGES[message.done]) : contractText(message.text)}</p>
              {message.details.length > 0 ? (
                <ul>
                  {message.details.map((detail) => (
                    <li key={detail}>{contractText(detail)}</li>
                  ))}
                </ul>
              ) : null}
              {message.duplicates ? (
                <div className="my-listing__duplicates" data-testid="duplicate-warning">
                  <p>{t('my_listings.duplicates_intro')}</p>
                  <ul>
                    {message.duplicates.map((match) => (
                      <li key={match.id}>
                        <Link
                          to={paths.property(match.id)}
                          data-user-content={match.title === null ? undefined : true}
                        >
                          {match.title ?? t('preview.listing_number', { id: match.id })}
                        </Link>
                        {match.yours ? ` ${t('preview.yours')}` : ''}:{' '}
                        {duplicateSignalsText(match.matched_on)}.
                      </li>
                    ))}
                  </ul>
                  <p>{duplicatesAdvice(message.duplicates)}</p>
                </div>
              ) : null}
              {message.stale ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => store.reload()}
                >
                  {t('wizard.reload')}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      </article>
    </li>
  );
});
