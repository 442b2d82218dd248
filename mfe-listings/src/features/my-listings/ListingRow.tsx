import { observer } from 'mobx-react-lite';
import type { MyListing } from '@phuket/shared/api/listings';
import { LISTING_FRESHNESS_DAYS, type PublishRequirement } from '@phuket/shared/contract';
import {
  duplicateSignalsText,
  duplicatesAdvice,
  formatDay,
  formatNumber,
  formatPrice,
} from '@phuket/shared/format';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { LISTING_PLACEHOLDER_IMAGE } from '@phuket/shared/ui';
import type { MyListingsStore, RowAction } from './my-listings-store';
import { ACTION_LABELS, ACTION_PROGRESS, STATUS_LABELS } from './my-listings-store';

const REQUIREMENT_LABELS: Record<PublishRequirement, string> = {
  title: 'a title',
  property_type: 'a property type',
  offer_type: 'an offer type',
  price: 'a price',
  location: 'a location',
  photos: '3 photos',
};

/** 'Ready to publish' (or 'Complete' once published) or 'To publish, add a title and 3 photos'. */
export function completenessText(listing: Pick<MyListing, 'completeness' | 'status'>): string {
  const missing = listing.completeness.missing.map((r) => REQUIREMENT_LABELS[r]);
  if (missing.length === 0) return listing.status === 'published' ? 'Complete' : 'Ready to publish';
  const list =
    missing.length === 1
      ? missing[0]
      : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
  return `To publish, add ${list}`;
}

export function listingTitle(listing: Pick<MyListing, 'title'>): string {
  return listing.title?.trim() ? listing.title : 'Untitled draft';
}

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
  const title = listingTitle(listing);
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
            <h2 id={headingId} className="my-listing__title">
              {title}
            </h2>
            <span className={`my-listing__status my-listing__status--${listing.status}`}>
              {STATUS_LABELS[listing.status]}
            </span>
            {isNew ? <span className="my-listing__new">New copy</span> : null}
          </div>
          <p className="my-listing__price">
            {/* A row is a card: 0 while the owner has set no price. */}
            {listing.price > 0 ? formatPrice(listing) : 'No price yet'}
          </p>
          <ul className="my-listing__facts">
            <li
              className={
                listing.completeness.ready ? 'my-listing__complete' : 'my-listing__incomplete'
              }
            >
              {completenessText(listing)}
            </li>
            {listing.status === 'published' ? (
              <li>
                {listing.confirmed_at
                  ? `Confirmed available on ${formatDay(listing.confirmed_at)}`
                  : 'Availability not confirmed yet'}
              </li>
            ) : null}
            {listing.expired_at !== null ? (
              <li className="my-listing__incomplete">
                {`Out of the search since ${formatDay(listing.expired_at)}: not confirmed for ${LISTING_FRESHNESS_DAYS} days. Confirm it is available to put it back.`}
              </li>
            ) : null}
            <li>
              {formatNumber(listing.views)} {listing.views === 1 ? 'view' : 'views'}
            </li>
            <li>Updated {formatDay(listing.updated_at)}</li>
          </ul>
        </div>
        <div className="my-listing__actions" role="group" aria-label={`Actions for ${title}`}>
          <Link
            className="button button--secondary my-listing__action"
            to={`/listing/create/${listing.id}`}
          >
            Edit<span className="visually-hidden"> {title}</span>
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
              {ACTION_LABELS[action]}
              <span className="visually-hidden"> {title}</span>
            </button>
          ))}
        </div>
        <div className="my-listing__message" role="status">
          {busy ? <p>{ACTION_PROGRESS[busy]}</p> : null}
          {!busy && message ? (
            <div className={`my-listing__note my-listing__note--${message.kind}`}>
              <p>{message.text}</p>
              {message.details.length > 0 ? (
                <ul>
                  {message.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              ) : null}
              {message.duplicates ? (
                <div className="my-listing__duplicates" data-testid="duplicate-warning">
                  <p>This property may already be on the site:</p>
                  <ul>
                    {message.duplicates.map((match) => (
                      <li key={match.id}>
                        <Link to={paths.property(match.id)}>
                          {match.title ?? `Listing ${match.id}`}
                        </Link>
                        {match.yours ? ' (yours)' : ''}: {duplicateSignalsText(match.matched_on)}.
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
                  Reload
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      </article>
    </li>
  );
});
