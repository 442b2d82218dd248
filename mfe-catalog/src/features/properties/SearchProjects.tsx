import { observer } from 'mobx-react-lite';
import { getProjects, serverDataKeys } from '@phuket/shared/api';
import type { ProjectSummary } from '@phuket/shared/api';
import type { Paginated } from '@phuket/shared/domain';
import type { ProjectsQueryParams } from '@phuket/shared/contract';
import { Link } from '@phuket/shared/router';
import { useServerData } from '@phuket/shared/ssr';
import { useStores } from '@phuket/shared/stores';
import { ProjectCard } from '@phuket/shared/ui';
import { useDirectoryPage } from '../../common/directory/use-directory-page';
import { useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';

export interface SearchProjectsProps {
  /** GET /api/projects for the search (searchProjectsQuery). */
  params: ProjectsQueryParams;
  /** The /projects directory with the same filters. */
  href: string;
}

/**
 * A search for new projects finds the projects first: the published off-plan projects that
 * match it, above its listings, each opening its page, and the whole directory a link away.
 * Nothing is shown while none match (the listings below still answer the search).
 */
export const SearchProjects = observer(function SearchProjects({
  params,
  href,
}: SearchProjectsProps) {
  const t = useMessages(catalogMessages);
  const serverData = useServerData();
  const { currency } = useStores();
  // Prices in the visitor's currency, as the listings below: a change is a new query.
  const request = { ...params, currency: currency.current };
  const key = serverDataKeys.projects(request);
  const store = useDirectoryPage(
    key,
    () => getProjects(request),
    () => serverData.get<Paginated<ProjectSummary>>(key),
  );
  const projects = store.status === 'ready' ? (store.data?.data ?? []) : [];
  if (projects.length === 0) return null;
  const total = store.data?.meta.total ?? projects.length;
  return (
    <section className="search-projects" aria-labelledby="search-projects-title">
      <div className="search-projects__head">
        <h2 id="search-projects-title">{t('properties.projects_heading')}</h2>
        <Link className="search-projects__all" to={href}>
          {total > projects.length
            ? t('properties.projects_all_count', { count: total, total: String(total) })
            : t('properties.projects_all')}
        </Link>
      </div>
      <ul className="search-projects__list">
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
});
