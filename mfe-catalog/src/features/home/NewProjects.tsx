import { observer } from 'mobx-react-lite';
import { Link } from '@phuket/shared/router';
import { serverDataKeys, getProjects } from '@phuket/shared/api';
import type { ProjectSummary } from '@phuket/shared/api';
import type { Paginated } from '@phuket/shared/domain';
import { headerLinks } from '@phuket/shared/routes';
import { useServerData } from '@phuket/shared/ssr';
import { useStores } from '@phuket/shared/stores';
import { ProjectCard, SkeletonGrid } from '@phuket/shared/ui';
import { HOME_PROJECTS_PARAMS } from '@phuket/shared/filters';
import { useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';
import { useDirectoryPage } from '../../common/directory/use-directory-page';

/** docs/product-rules.md §1 "All New Projects": the off-plan search, the same link as the header's "New projects". */
const ALL_NEW_PROJECTS =
  headerLinks.find((link) => link.label === 'New projects')?.to ??
  '/properties?property_stage=Off-plan';

/** docs/product-rules.md §1: 'New Projects in Phuket' shows project cards (GET /api/projects, first page). */
export const NewProjects = observer(function NewProjects() {
  const t = useMessages(catalogMessages);
  const serverData = useServerData();
  const { currency } = useStores();
  // Prices in the visitor's currency: a change is a new query, loaded in place.
  const params = { ...HOME_PROJECTS_PARAMS, currency: currency.current };
  const key = serverDataKeys.projects(params);
  const store = useDirectoryPage(
    key,
    () => getProjects(params),
    () => serverData.get<Paginated<ProjectSummary>>(key),
  );

  return (
    <section className="home-section" aria-labelledby="new-projects-title">
      <div className="home-section__head">
        <div>
          <p className="home-section__eyebrow">{t('home.projects_eyebrow')}</p>
          <h2 id="new-projects-title">{t('home.projects_heading')}</h2>
        </div>
        <Link className="button button--secondary home-section__all" to={ALL_NEW_PROJECTS}>
          {t('home.projects_all')}
        </Link>
      </div>
      {/* docs/product-rules.md §8: a failed load shows nothing. */}
      {store.status === 'loading' ? (
        <SkeletonGrid
          className="home-grid"
          count={Number(HOME_PROJECTS_PARAMS.per_page)}
          label={t('home.projects_loading')}
        />
      ) : store.status === 'ready' && store.data ? (
        <div className="home-grid">
          {store.data.data.map((project, index) => (
            <ProjectCard
              key={project.id}
              project={project}
              loading={index < 3 ? 'eager' : 'lazy'}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
});
