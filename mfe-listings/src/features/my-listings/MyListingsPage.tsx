import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { MyListing } from '@phuket/shared/api/listings';
import type { ListingStatus } from '@phuket/shared/domain';
import { LISTING_STATUSES, LISTING_TITLE_MAX } from '@phuket/shared/domain';
import { useMessages } from '@phuket/shared/i18n';
import { Link, useLocation, useNavigate } from '@phuket/shared/router';
import { Pagination, useDocumentTitle } from '@phuket/shared/ui';
import { listingsMessages } from '../../common/messages';
import { DeleteDialog } from './DeleteDialog';
import { ListingRow, listingTitle } from './ListingRow';
import { STATUS_LABELS } from '../../common/status-labels';
import { MyListingsStore } from './my-listings-store';
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

export default observer(function MyListingsPage() {
  const t = useMessages(listingsMessages);
  const title = t('my_listings.title');
  const store = useMyListingsStore();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState<MyListing | null>(null);
  const [titleDraft, setTitleDraft] = useState(store.query.title);

  useDocumentTitle(title);

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
          {title}
        </h1>
        <div className="my-listings__top-actions">
          <Link className="button button--secondary" to="/listing/stats">
            {t('my_listings.statistics')}
          </Link>
          <Link className="button button--secondary" to="/listing/import">
            {t('my_listings.import')}
          </Link>
          <Link className="button" to="/listing/create">
            {t('my_listings.add')}
          </Link>
        </div>
      </div>

      <form className="my-listings__filters" role="search" onSubmit={onSearch}>
        <div className="field">
          <label htmlFor="my-listings-status">{t('my_listings.status')}</label>
          <select
            id="my-listings-status"
            value={store.query.status ?? ''}
            onChange={(event) =>
              store.setStatus((event.target.value || null) as ListingStatus | null)
            }
          >
            <option value="">{t('my_listings.all_statuses')}</option>
            {LISTING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </div>
        <div className="field my-listings__search">
          <label htmlFor="my-listings-title">{t('my_listings.search_label')}</label>
          <input
            id="my-listings-title"
            type="search"
            value={titleDraft}
            maxLength={LISTING_TITLE_MAX}
            onChange={(event) => setTitleDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          {t('my_listings.search')}
        </button>
      </form>

      <p className="my-listings__notice" role="status">
        {store.news?.kind === 'copied'
          ? t('my_listings.copied', { title: store.news.title ?? t('my_listings.untitled') })
          : null}
        {store.news?.kind === 'deleted'
          ? t('my_listings.deleted', { title: store.news.title ?? t('my_listings.untitled') })
          : null}
      </p>

      <Results store={store} onDelete={setDeleting} onPage={goToPage} />

      {deleting ? (
        <DeleteDialog
          title={listingTitle(deleting, t)}
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
  const t = useMessages(listingsMessages);
  if (store.state === 'error') {
    return (
      <div className="my-listings__state" role="alert">
        <h2>{t('my_listings.error_heading')}</h2>
        <p>{t('my_listings.error_text')}</p>
        <button type="button" className="button" onClick={() => store.retry()}>
          {t('wizard.retry')}
        </button>
      </div>
    );
  }

  if (store.state === 'loading' && store.listings.length === 0) {
    return (
      <p className="my-listings__state" role="status">
        {t('my_listings.loading')}
      </p>
    );
  }

  if (store.isEmpty) {
    return (
      <div className="my-listings__state">
        <h2>{t('my_listings.empty_heading')}</h2>
        <p>{t('my_listings.empty_text')}</p>
        <Link className="button" to="/listing/create">
          {t('my_listings.add_first')}
        </Link>
      </div>
    );
  }

  if (store.noMatches) {
    return (
      <div className="my-listings__state">
        <h2>{t('my_listings.no_matches_heading')}</h2>
        <p>{t('my_listings.no_matches_text')}</p>
        <button type="button" className="button" onClick={() => store.clearFilters()}>
          {t('my_listings.clear_filters')}
        </button>
      </div>
    );
  }

  const meta = store.meta;
  return (
    <section aria-label={t('my_listings.results')} aria-busy={store.state === 'loading'}>
      {meta ? (
        <p className="my-listings__count">
          {t('my_listings.count', {
            count: meta.total,
            page: meta.last_page > 1 ? meta.current_page : 0,
            pages: meta.last_page,
          })}
        </p>
      ) : null}
      <ul className="my-listings__list">
        {store.listings.map((listing) => (
          <ListingRow key={listing.id} store={store} listing={listing} onDelete={onDelete} />
        ))}
      </ul>
      {meta ? (
        <div className="my-listings__pagination">
          <Pagination meta={meta} onPageChange={onPage} label={t('my_listings.pages')} />
        </div>
      ) : null}
    </section>
  );
});
