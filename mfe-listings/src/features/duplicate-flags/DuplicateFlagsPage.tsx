import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ListingDuplicateFlag } from '@phuket/shared/api/listings';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { ConfirmDialog } from '@phuket/shared/ui';
import { DuplicateFlagsStore, SIGNAL_LABELS, flagKey, title } from './duplicate-flags-store';
import './duplicate-flags.css';

const TITLE = 'Duplicate flags';

const STATUS_LABELS: Record<ListingDuplicateFlag['listing_status'], string> = {
  draft: 'not published',
  published: 'published',
  sold: 'sold',
  rented: 'rented',
  archived: 'archived',
};

const flaggedOn = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** One side of a flag: the title (linked to the public page while it is published), owner, status. */
function ListingSide({
  label,
  id,
  listingTitle,
  owner,
  status,
}: {
  label: string;
  id: number;
  listingTitle: string | null;
  owner: string;
  status: ListingDuplicateFlag['listing_status'];
}) {
  return (
    <div className="duplicate-flag__side">
      <p className="duplicate-flag__label">{label}</p>
      <p className="duplicate-flag__title">
        {status === 'published' ? (
          <Link to={paths.property(id)}>{title(listingTitle)}</Link>
        ) : (
          title(listingTitle)
        )}
      </p>
      <p className="duplicate-flag__meta">
        by {owner} · #{id} · {STATUS_LABELS[status]}
      </p>
    </div>
  );
}

const FlagItem = observer(function FlagItem({
  store,
  flag,
  onUnpublish,
}: {
  store: DuplicateFlagsStore;
  flag: ListingDuplicateFlag;
  onUnpublish: (flag: ListingDuplicateFlag) => void;
}) {
  const headingId = useId();
  const busy = store.busyKey === flagKey(flag);
  const name = title(flag.listing_title);
  return (
    <li className="duplicate-flag">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="duplicate-flag__heading">
          {name} looks like {title(flag.duplicate_of_title)}
        </h2>
        <div className="duplicate-flag__sides">
          <ListingSide
            label="Published anyway"
            id={flag.listing_id}
            listingTitle={flag.listing_title}
            owner={flag.listing_owner}
            status={flag.listing_status}
          />
          <ListingSide
            label="Looks like"
            id={flag.duplicate_of_id}
            listingTitle={flag.duplicate_of_title}
            owner={flag.duplicate_of_owner}
            status={flag.duplicate_of_status}
          />
        </div>
        <p className="duplicate-flag__meta">
          Matched on {flag.matched_on.map((s) => SIGNAL_LABELS[s]).join(', ')} · flagged{' '}
          <time dateTime={flag.flagged_at}>{flaggedOn(flag.flagged_at)}</time>
        </p>
        <div className="duplicate-flag__actions">
          {flag.listing_status === 'published' && (
            <button
              type="button"
              className="button button--secondary duplicate-flag__danger"
              aria-label={`Unpublish ${name}`}
              disabled={busy}
              onClick={() => onUnpublish(flag)}
            >
              Unpublish
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Dismiss the flag on ${name}`}
            disabled={busy}
            onClick={() => void store.dismiss(flag)}
          >
            {busy ? 'Working…' : 'Dismiss'}
          </button>
        </div>
      </article>
    </li>
  );
});

/**
 * Moderation (issue 12, admins only): listings published although they matched another
 * owner's listing under the duplicate rule. Unpublish the newer one (after a confirmation), or
 * dismiss the flag.
 */
export default observer(function DuplicateFlagsPage() {
  const [store] = useState(() => new DuplicateFlagsStore());
  const [unpublishing, setUnpublishing] = useState<ListingDuplicateFlag | null>(null);

  useEffect(() => {
    void store.load();
  }, [store]);

  useEffect(() => {
    const previous = document.title;
    document.title = `${TITLE} | WOW Phuket`;
    return () => {
      document.title = previous;
    };
  }, []);

  const confirmUnpublish = () => {
    if (!unpublishing) return;
    void store.unpublish(unpublishing).then(() => setUnpublishing(null));
  };

  return (
    <div className="container page duplicate-flags">
      <h1>{TITLE}</h1>
      <p className="duplicate-flags__intro">
        Listings published although they match another owner&apos;s published listing on 2 of 3: the
        same photo, a price within 1 %, an area within 1 %. Unpublish the copy, or dismiss the flag
        when the two are different properties.
      </p>
      <p className="duplicate-flags__notice" role="status">
        {store.notice}
      </p>
      {store.error !== null && (
        <div className="duplicate-flags__error" role="alert">
          <p>{store.error}</p>
          {store.state === 'error' && (
            <button type="button" className="button" onClick={() => void store.load()}>
              Try again
            </button>
          )}
        </div>
      )}
      {store.state === 'loading' && <p aria-busy="true">Loading flags…</p>}
      {store.state === 'ready' && store.flags.length === 0 && (
        <div className="duplicate-flags__empty">
          <h2>No flags to judge</h2>
          <p>
            When a broker or developer publishes a listing that looks like someone else&apos;s, it
            appears here.
          </p>
        </div>
      )}
      {store.state === 'ready' && store.flags.length > 0 && (
        <ul className="duplicate-flags__list" aria-label="Flags, newest first">
          {store.flags.map((flag) => (
            <FlagItem key={flagKey(flag)} store={store} flag={flag} onUnpublish={setUnpublishing} />
          ))}
        </ul>
      )}
      {unpublishing && (
        <ConfirmDialog
          title="Unpublish this listing?"
          confirmLabel="Unpublish"
          busyLabel="Unpublishing…"
          busy={store.busyKey === flagKey(unpublishing)}
          danger
          onConfirm={confirmUnpublish}
          onCancel={() => setUnpublishing(null)}
        >
          {`${title(unpublishing.listing_title)} by ${unpublishing.listing_owner} leaves the search and goes back to its owner's drafts. Its content is not changed.`}
        </ConfirmDialog>
      )}
    </div>
  );
});
