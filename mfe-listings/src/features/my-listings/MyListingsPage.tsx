import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { MyListing } from '@phuket/shared/api/listings';
import type { ListingStatus } from '@phuket/shared/domain';
import { LISTING_STATUSES, LISTING_TITLE_MAX } from '@phuket/shared/domain';
import { Link, useLocation, useNavigate } from '@phuket/shared/router';
import { Pagination } from '@phuket/shared/ui';
import { DeleteDialog } from './DeleteDialog';
import { ListingRow, listingTitle } from './ListingRow';
import { MyListingsStore, STATUS_LABELS } from './my-listings-store';
import { formatMyListingsQuery, parseMyListingsQuery } from './my-listings-query';
import './my-listings.css';

/**
 * The store bound to the page URL: the query is read on arrival and on back/forward, and every
 * change of filters or page is written back as a history entry, so reload and back keep them.
 */
function useMyListingsStore(): MyListingsStore {
  const location = useLocation();
  const navigate = useNavigate();
  const [store] = useState(() => new MyListingsStore(undefined, location.search));

  useEffect(() => {
    store.readQuery(location.search);
  }, [store, location.search]);

  useEffect(
    () =>
      reaction(
        () => store.search,
        (search) => {
          const current = formatMyListingsQuery(parseMyListingsQuery(window.location.search));
          if (search === current) return;
          void navigate({ search: search ? `?${search}` : '' });
        },
      ),
    [store, navigate],
  );
  return store;
}

const TITLE = 'My listings';

export default observer(function MyListingsPage() {
  const store = useMyListingsStore();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState<MyListing | null>(null);
  const [titleDraft, setTitleDraft] = useState(store.query.title);

  useEffect(() => {
    const previous = document.title;
    document.title = `${TITLE} | WOW Phuket`;
    return () => {
      document.title = previous;
    };
  }, []);

  // Back/forward or Clear filters change the title filter: the box shows what is applied.
  useEffect(
    () =>
      reaction(
        () => store.query.title,
        (title) => setTitleDraft(title),
        { fireImmediately: true },
      ),
    [store],
  );

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    store.setTitle(titleDraft);
  };

  const confirmDelete = () => {
    const listing = deleting;
    if (!listing) return;
    void store.remove(listing).then((removed) => {
      setDeleting(null);
      // The row and its Delete button are gone: the heading takes the focus back.
      if (removed) headingRef.current?.focus();
    });
  };

  const goToPage = (page: number) => {
    store.setPage(page);
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="container page my-listings">
      <div className="my-listings__top">
        <h1 ref={headingRef} tabIndex={-1}>
          {TITLE}
        </h1>
        <Link className="button" to="/listing/create">
          Add a listing
        </Link>
      </div>

      <form className="my-listings__filters" role="search" onSubmit={onSearch}>
        <div className="field">
          <label htmlFor="my-listings-status">Status</label>
          <select
            id="my-listings-status"
            value={store.query.status ?? ''}
            onChange={(event) =>
              store.setStatus((event.target.value || null) as ListingStatus | null)
            }
          >
            <option value="">All statuses</option>
            {LISTING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field my-listings__search">
          <label htmlFor="my-listings-title">Search by title</label>
          <input
            id="my-listings-title"
            type="search"
            value={titleDraft}
            maxLength={LISTING_TITLE_MAX}
            onChange={(event) => setTitleDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </form>

      <p className="my-listings__notice" role="status">
        {store.notice}
      </p>

      <Results store={store} onDelete={setDeleting} onPage={goToPage} />

      {deleting ? (
        <DeleteDialog
          title={listingTitle(deleting)}
          busy={store.busy.get(deleting.id) === 'delete'}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
});

const Results = observer(function Results({
  store,
  onDelete,
  onPage,
}: {
  store: MyListingsStore;
  onDelete: (listing: MyListing) => void;
  onPage: (page: number) => void;
}) {
  if (store.state === 'error') {
    return (
      <div className="my-listings__state" role="alert">
        <h2>Your listings could not be loaded</h2>
        <p>The server cannot be reached right now. Check your connection and try again.</p>
        <button type="button" className="button" onClick={() => store.retry()}>
          Retry
        </button>
      </div>
    );
  }

  if (store.state === 'loading' && store.listings.length === 0) {
    return (
      <p className="my-listings__state" role="status">
        Loading your listings…
      </p>
    );
  }

  if (store.isEmpty) {
    return (
      <div className="my-listings__state">
        <h2>You have no listings yet</h2>
        <p>
          Add your first property: the wizard saves as you go, and you can publish when it has a
          title, type, price, location and 3 photos.
        </p>
        <Link className="button" to="/listing/create">
          Add your first listing
        </Link>
      </div>
    );
  }

  if (store.noMatches) {
    return (
      <div className="my-listings__state">
        <h2>No listings match your filters</h2>
        <p>Try another status or part of the title.</p>
        <button type="button" className="button" onClick={() => store.clearFilters()}>
          Clear filters
        </button>
      </div>
    );
  }

  const meta = store.meta;
  return (
    <section aria-label="Your listings" aria-busy={store.state === 'loading'}>
      {meta ? (
        <p className="my-listings__count">
          {meta.total} {meta.total === 1 ? 'listing' : 'listings'}
          {meta.last_page > 1 ? `, page ${meta.current_page} of ${meta.last_page}` : ''}
        </p>
      ) : null}
      <ul className="my-listings__list">
        {store.listings.map((listing) => (
          <ListingRow key={listing.id} store={store} listing={listing} onDelete={onDelete} />
        ))}
      </ul>
      {meta ? (
        <div className="my-listings__pagination">
          <Pagination meta={meta} onPageChange={onPage} label="Listing pages" />
        </div>
      ) : null}
    </section>
  );
});
