import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { COMPARE_MAX } from '@phuket/shared/api';
import { Link } from '@phuket/shared/router';
import { buyerReturnState, paths } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { ListingCard, SaveButton, SkeletonGrid, useDocumentTitle } from '@phuket/shared/ui';
import { useFavouriteListings } from '../../common/favourites/use-favourite-listings';
import { ErrorScreen } from '../../common/status/StatusScreens';
import { langIfOther, listingTitleIn } from '@phuket/shared/domain';
import { useLocale, useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';
import './favourites.css';

/**
 * /favourites: the listings the visitor saved, signed in or not, with a choice of
 * up to COMPARE_MAX of them for the compare view.
 */
export default observer(function FavouritesPage() {
  const t = useMessages(catalogMessages);
  const locale = useLocale();
  useDocumentTitle(t('favourites.title'));
  const { favourites, currency, session } = useStores();
  const [attempt, setAttempt] = useState(0);
  const state = useFavouriteListings(
    favourites.restored ? favourites.ids : null,
    currency.current,
    attempt,
  );
  // Unticked ones are remembered; by default the first COMPARE_MAX saved are compared.
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());

  // A listing forgotten on this page leaves at once, before the list is read again.
  const listings =
    state.status === 'ready' ? state.listings.filter((item) => favourites.has(item.id)) : [];
  const chosen = listings
    .filter((item) => !unticked.has(item.id))
    .slice(0, COMPARE_MAX)
    .map((item) => item.id);
  const toggleCompare = (id: number, on: boolean) => {
    setUnticked((previous) => {
      const next = new Set(previous);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  let body;
  if (!favourites.restored || state.status === 'loading') {
    body = (
      <SkeletonGrid className="favourites-page__grid" count={3} label={t('favourites.loading')} />
    );
  } else if (state.status === 'error') {
    body = (
      <ErrorScreen
        inline
        title={t('favourites.load_failed')}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  } else if (listings.length === 0) {
    body = (
      <div className="favourites-page__empty">
        <h2>{t('favourites.empty')}</h2>
        <p>{t('favourites.empty_hint')}</p>
        <Link className="button" to={paths.properties}>
          {t('status.browse')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <div className="favourites-page__bar">
          <p id="compare-hint" className="favourites-page__hint">
            {t('favourites.hint', { max: String(COMPARE_MAX) })}
          </p>
          {chosen.length >= 2 ? (
            <Link
              className="button"
              to={`${paths.compare}?ids=${chosen.join(',')}`}
              aria-describedby="compare-hint"
            >
              {t('favourites.compare_button', {
                count: chosen.length,
                total: String(chosen.length),
              })}
            </Link>
          ) : null}
        </div>
        <h2 className="visually-hidden">{t('favourites.saved')}</h2>
        <div className="favourites-page__grid">
          {listings.map((listing, index) => {
            const ticked = chosen.includes(listing.id);
            const full = !ticked && chosen.length >= COMPARE_MAX;
            const shown = listingTitleIn(listing, locale);
            return (
              <ListingCard
                key={listing.id}
                listing={listing}
                loading={index < 3 ? 'eager' : 'lazy'}
                save={<SaveButton listingId={listing.id} title={shown?.text ?? null} />}
                actions={
                  <label className="favourites-page__compare">
                    <input
                      type="checkbox"
                      checked={ticked}
                      disabled={full}
                      onChange={(event) => toggleCompare(listing.id, event.target.checked)}
                    />
                    {t('favourites.compare')}
                    <span
                      className="visually-hidden"
                      lang={langIfOther(shown, locale)}
                      data-user-content
                    >
                      {' '}
                      {shown?.text}
                    </span>
                  </label>
                }
              />
            );
          })}
        </div>
      </>
    );
  }

  return (
    <div className="container catalog-page favourites-page">
      <header className="favourites-page__head">
        <h1>{t('favourites.title')}</h1>
        <p className="favourites-page__count" role="status">
          {favourites.restored
            ? t('favourites.count', {
                count: favourites.count,
                total: String(favourites.count),
              })
            : ''}
        </p>
        {/* After restore: the server render knows no session, and hydration must match. */}
        {favourites.restored && !session.isAuthenticated ? (
          <p className="favourites-page__guest">
            {t('favourites.guest')}{' '}
            <Link to={paths.register} state={buyerReturnState(paths.favourites)}>
              {t('favourites.guest_register')}
            </Link>
          </p>
        ) : null}
      </header>
      {body}
    </div>
  );
});
