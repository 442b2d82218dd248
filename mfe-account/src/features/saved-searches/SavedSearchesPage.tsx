import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  deleteSavedSearch,
  getSavedSearches,
  updateSavedSearch,
  type SavedSearch,
} from '@phuket/shared/api';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  type SavedSearchFrequency,
} from '@phuket/shared/contract';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { formatDateIn, useLocale, useMessages } from '@phuket/shared/i18n';
import { useDocumentTitle } from '@phuket/shared/ui';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
import { SavedSearchesStore, type SavedSearchesApi } from './saved-searches-store';
import '../../common/list-page.css';
import './saved-searches.css';

const defaultApi: SavedSearchesApi = {
  list: getSavedSearches,
  update: updateSavedSearch,
  remove: deleteSavedSearch,
};

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const isFrequency = (value: string): value is SavedSearchFrequency =>
  (SAVED_SEARCH_FREQUENCIES as readonly string[]).includes(value);

/** /profile/saved-searches: the searches whose new listings are mailed to the visitor. */
export default observer(function SavedSearchesPage({
  api = defaultApi,
}: {
  api?: SavedSearchesApi;
}) {
  const [store] = useState(() => new SavedSearchesStore(api));
  const t = useMessages(accountMessages);
  useDocumentTitle(t('saved_searches.title'));
  const say = useKnownMessages();
  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className="container account-page list-page saved-searches-page">
      <header className="saved-searches-page__head">
        <h1>{t('saved_searches.title')}</h1>
        <p className="list-page__lead">{t('saved_searches.lead')}</p>
      </header>
      <p className="visually-hidden" role="status">
        {say(store.notice) ?? ''}
      </p>
      {store.error ? (
        <p className="field-error" role="alert">
          {say(store.error)}
        </p>
      ) : null}
      {store.state === 'loading' && store.items.length === 0 ? (
        <p role="status">{t('saved_searches.loading')}</p>
      ) : null}
      {store.state === 'ready' && store.items.length === 0 ? (
        <p className="list-page__empty">
          {t('saved_searches.empty')}{' '}
          <Link to={paths.properties}>{t('saved_searches.search')}</Link>
        </p>
      ) : null}
      {store.items.length > 0 ? (
        <ul className="saved-search-list">
          {store.items.map((search) => (
            <li key={search.id}>
              <SavedSearchCard
                search={search}
                busy={store.busyId === search.id}
                onFrequency={(frequency) => void store.setFrequency(search.id, frequency)}
                onDelete={() => void store.remove(search.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});

function SavedSearchCard({
  search,
  busy,
  onFrequency,
  onDelete,
}: {
  search: SavedSearch;
  busy: boolean;
  onFrequency: (frequency: SavedSearchFrequency) => void;
  onDelete: () => void;
}) {
  const id = useId();
  const locale = useLocale();
  const t = useMessages(accountMessages);
  const day = (iso: string) =>
    locale === 'en' ? WHEN.format(new Date(iso)) : formatDateIn(locale, iso);
  const href = search.query ? `${paths.properties}?${search.query}` : paths.properties;
  return (
    <article className="saved-search-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="saved-search-card__title">
        <Link to={href} data-user-content>
          {search.name}
        </Link>
      </h2>
      <p className="saved-search-card__when">
        {t('saved_searches.saved')}{' '}
        <time dateTime={search.created_at}>{day(search.created_at)}</time>
        {search.last_sent_at ? (
          <>
            {' · '}
            {t('saved_searches.last_email')}{' '}
            <time dateTime={search.last_sent_at}>{day(search.last_sent_at)}</time>
          </>
        ) : null}
      </p>
      <div className="saved-search-card__actions">
        <div className="field saved-search-card__frequency">
          <label htmlFor={`${id}-frequency`}>{t('saved_searches.email_me')}</label>
          <select
            id={`${id}-frequency`}
            value={search.frequency}
            disabled={busy}
            onChange={(event) => {
              const value = event.target.value;
              if (isFrequency(value)) onFrequency(value);
            }}
          >
            {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {SAVED_SEARCH_FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--secondary saved-search-card__delete"
          disabled={busy}
          aria-describedby={`${id}-title`}
          onClick={onDelete}
        >
          {t('saved_searches.delete')}
        </button>
      </div>
    </article>
  );
}
