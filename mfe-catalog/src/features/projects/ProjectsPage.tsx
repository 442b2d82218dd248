import { observer } from 'mobx-react-lite';
import { getDevelopers, getLocations, getProjects, serverDataKeys } from '@phuket/shared/api';
import type { DeveloperSummary, ProjectSummary } from '@phuket/shared/api';
import type { Location, Paginated } from '@phuket/shared/domain';
import {
  DEVELOPER_OPTIONS_PARAMS,
  PAGE_SIZES,
  PROJECT_STAGES,
  parseProjectDirectoryQuery,
  projectDirectoryApiParams,
  projectDirectorySearch,
  type ProjectDirectoryQuery,
} from '@phuket/shared/filters';
import { formatNumber } from '@phuket/shared/format';
import { useLocation, useNavigate } from '@phuket/shared/router';
import { useServerData } from '@phuket/shared/ssr';
import { useStores } from '@phuket/shared/stores';
import { Pagination, ProjectCard, SkeletonGrid, useDocumentTitle } from '@phuket/shared/ui';
import { useDirectoryPage } from '../../common/directory/use-directory-page';
import { ErrorScreen } from '../../common/status/StatusScreens';
import { useLocale, useMessages } from '@phuket/shared/i18n';
import { cardTitle } from '../../common/detail/shown-text';
import { catalogMessages } from '../../common/messages';
import '../../common/directory/directory.css';

export default observer(function ProjectsPage() {
  const t = useMessages(catalogMessages);
  const locale = useLocale();
  useDocumentTitle(t('projects.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const serverData = useServerData();
  const { currency } = useStores();
  const query = parseProjectDirectoryQuery(location.search);
  // Prices in the visitor's currency: a change is a new query, loaded in place.
  const apiParams = { ...projectDirectoryApiParams(query), currency: currency.current };
  const store = useDirectoryPage(
    JSON.stringify(apiParams),
    () => getProjects(apiParams),
    () => serverData.get<Paginated<ProjectSummary>>(serverDataKeys.projects(apiParams)),
  );
  const locations = useDirectoryPage('locations', getLocations, () =>
    serverData.get<Location[]>(serverDataKeys.locations()),
  );
  const developers = useDirectoryPage(
    'developers',
    () => getDevelopers(DEVELOPER_OPTIONS_PARAMS),
    () =>
      serverData.get<Paginated<DeveloperSummary>>(
        serverDataKeys.developers(DEVELOPER_OPTIONS_PARAMS),
      ),
  );

  const go = (next: Partial<ProjectDirectoryQuery>) => {
    // A new filter starts at its first page; only paging keeps the others.
    const page = next.page ?? 1;
    void navigate(`${location.pathname}${projectDirectorySearch({ ...query, ...next, page })}`);
  };
  const page = store.data;
  const count =
    store.status === 'ready' && page
      ? t('projects.count', { count: page.meta.total, total: formatNumber(page.meta.total) })
      : store.status === 'loading'
        ? t('properties.searching')
        : '';

  return (
    <div className="container catalog-page directory-page">
      <header className="directory-page__head">
        <h1>{t('projects.title')}</h1>
        <p className="directory-page__count" role="status" aria-live="polite">
          {count}
        </p>
      </header>
      <form
        className="directory-filters"
        aria-label={t('projects.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <label>
          {t('projects.location')}
          <select
            name="location_id"
            value={query.locationId ?? ''}
            onChange={(event) =>
              go({ locationId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{t('projects.all_locations')}</option>
            {(locations.data ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('projects.stage')}
          <select
            name="stage"
            value={query.stage ?? ''}
            onChange={(event) => {
              const stage = PROJECT_STAGES.find((value) => value === event.target.value) ?? null;
              go({ stage });
            }}
          >
            <option value="">{t('projects.any_stage')}</option>
            {PROJECT_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {stage}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('projects.developer')}
          <select
            name="developer_id"
            value={query.developerId ?? ''}
            onChange={(event) =>
              go({ developerId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{t('projects.all_developers')}</option>
            {(developers.data?.data ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {cardTitle(option, locale).text}
              </option>
            ))}
          </select>
        </label>
      </form>
      {store.status === 'loading' ? (
        <SkeletonGrid
          className="directory-grid"
          count={PAGE_SIZES.projects}
          label={t('home.projects_loading')}
        />
      ) : store.status === 'ready' && page ? (
        page.data.length === 0 ? (
          <p className="directory-empty">{t('projects.empty')}</p>
        ) : (
          <>
            <ul className="directory-grid" aria-label={t('projects.list')}>
              {page.data.map((project, index) => (
                <li key={project.id}>
                  <ProjectCard
                    project={project}
                    headingLevel={2}
                    loading={index < 3 ? 'eager' : 'lazy'}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              meta={page.meta}
              label={t('projects.pages')}
              onPageChange={(next) => go({ page: next })}
            />
          </>
        )
      ) : (
        <ErrorScreen inline title={t('projects.load_failed')} onRetry={() => store.retry()} />
      )}
    </div>
  );
});
