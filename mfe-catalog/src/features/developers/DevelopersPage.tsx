import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { getDevelopers, serverDataKeys } from '@phuket/shared/api';
import type { DeveloperSummary } from '@phuket/shared/api';
import type { Paginated } from '@phuket/shared/domain';
import {
  PAGE_SIZES,
  TITLE_SEARCH_MAX,
  developerDirectoryApiParams,
  developerDirectorySearch,
  parseDeveloperDirectoryQuery,
} from '@phuket/shared/filters';
import { formatNumber } from '@phuket/shared/format';
import { Link, useLocation, useNavigate } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { useServerData } from '@phuket/shared/ssr';
import {
  LISTING_PLACEHOLDER_IMAGE,
  Pagination,
  SkeletonGrid,
  useDocumentTitle,
} from '@phuket/shared/ui';
import { useDirectoryPage } from '../../common/directory/use-directory-page';
import { ErrorScreen } from '../../common/status/StatusScreens';
import { useLocale, useMessages } from '@phuket/shared/i18n';
import { cardTitle, langOf } from '../../common/detail/shown-text';
import { catalogMessages } from '../../common/messages';
import '../../common/directory/directory.css';

export default observer(function DevelopersPage() {
  const t = useMessages(catalogMessages);
  useDocumentTitle(t('developers.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const serverData = useServerData();
  const query = parseDeveloperDirectoryQuery(location.search);
  const apiParams = developerDirectoryApiParams(query);
  const store = useDirectoryPage(
    JSON.stringify(apiParams),
    () => getDevelopers(apiParams),
    () => serverData.get<Paginated<DeveloperSummary>>(serverDataKeys.developers(apiParams)),
  );
  const [title, setTitle] = useState(query.title);
  const page = store.data;
  const count =
    store.status === 'ready' && page
      ? t('developers.count', { count: page.meta.total, total: formatNumber(page.meta.total) })
      : store.status === 'loading'
        ? t('properties.searching')
        : '';

  return (
    <div className="container catalog-page directory-page">
      <header className="directory-page__head">
        <h1>{t('developers.title')}</h1>
        <p className="directory-page__count" role="status" aria-live="polite">
          {count}
        </p>
      </header>
      <form
        className="directory-filters"
        role="search"
        aria-label={t('developers.search')}
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(
            `${location.pathname}${developerDirectorySearch({ title: title.trim(), page: 1 })}`,
          );
        }}
      >
        <label>
          {t('developers.name')}
          <input
            type="search"
            name="title"
            value={title}
            maxLength={TITLE_SEARCH_MAX}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
        <button type="submit" className="button">
          {t('developers.submit')}
        </button>
      </form>
      {store.status === 'loading' ? (
        <SkeletonGrid
          className="directory-grid"
          count={PAGE_SIZES.developers}
          label={t('developers.loading')}
        />
      ) : store.status === 'ready' && page ? (
        page.data.length === 0 ? (
          <p className="directory-empty">{t('developers.empty')}</p>
        ) : (
          <>
            <ul className="directory-grid" aria-label={t('developers.list')}>
              {page.data.map((developer) => (
                <li key={developer.id}>
                  <DeveloperCard developer={developer} />
                </li>
              ))}
            </ul>
            <Pagination
              meta={page.meta}
              label={t('developers.pages')}
              onPageChange={(next) =>
                void navigate(
                  `${location.pathname}${developerDirectorySearch({ ...query, page: next })}`,
                )
              }
            />
          </>
        )
      ) : (
        <ErrorScreen inline title={t('developers.load_failed')} onRetry={() => store.retry()} />
      )}
    </div>
  );
});

function DeveloperCard({ developer }: { developer: DeveloperSummary }) {
  const t = useMessages(catalogMessages);
  const locale = useLocale();
  const title = cardTitle(developer, locale);
  const count = developer.projects_count;
  return (
    <article className="developer-card">
      <img
        className="developer-card__logo"
        src={developer.logo ?? developer.main_photo ?? LISTING_PLACEHOLDER_IMAGE}
        alt=""
        width={96}
        height={72}
        loading="lazy"
        decoding="async"
      />
      <div>
        <h2 className="developer-card__title">
          <Link
            className="developer-card__link"
            to={paths.developer(developer.id)}
            data-user-content
            lang={langOf(title, locale)}
          >
            {title.text}
          </Link>
        </h2>
        <p className="developer-card__meta">
          {t('developers.projects', { count, total: String(count) })}
        </p>
      </div>
    </article>
  );
}
