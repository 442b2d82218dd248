import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from '@phuket/shared/router';
import type { ListingParams, ProjectDetail } from '@phuket/shared/api';
import { getProject, getProjectListings } from '@phuket/shared/api';
import { formatArea } from '@phuket/shared/format';
import { paths } from '@phuket/shared/routes';
import { Gallery } from '../../app/gallery/Gallery';
import { ListingsSection } from '../../app/listing-search/ListingsSection';
import { useListingSearch } from '../../app/listing-search/use-listing-search';
import { parseRouteId } from '../../app/load-error';
import { ResourceStore } from '../../app/resource-store';
import { DetailSkeleton } from '../../app/status/DetailSkeleton';
import { ErrorScreen, NotFoundScreen } from '../../app/status/StatusScreens';
import { useDocumentTitle } from '../../app/use-document-title';
import './project.css';

const GONE = 'This project does not exist or is no longer listed.';

export default function ProjectPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundScreen title="Project not found" text={GONE} />;
  return <ProjectView key={id} id={id} />;
}

const ProjectView = observer(function ProjectView({ id }: { id: number }) {
  const [store] = useState(() => new ResourceStore<ProjectDetail>(() => getProject(id)));
  useEffect(() => {
    void store.load();
  }, [store]);
  useDocumentTitle(store.data?.title);

  if (store.status === 'not-found') return <NotFoundScreen title="Project not found" text={GONE} />;
  if (store.status === 'unavailable') return <ErrorScreen onRetry={() => store.retry()} />;
  if (!store.data) return <DetailSkeleton />;
  return <ProjectContent project={store.data} />;
});

function isVideoFile(url: string): boolean {
  return /\.(mp4|webm|ogg|mov)(\?|#|$)/i.test(url);
}

function layoutCaption(layout: ProjectDetail['layouts'][number]): string {
  return [
    layout.title,
    layout.bedrooms !== null
      ? layout.bedrooms === 0
        ? 'Studio'
        : `${layout.bedrooms} ${layout.bedrooms === 1 ? 'bedroom' : 'bedrooms'}`
      : null,
    formatArea(layout.area),
  ]
    .filter(Boolean)
    .join(' · ');
}

function ProjectContent({ project }: { project: ProjectDetail }) {
  const fetchListings = useCallback(
    (params: ListingParams) => getProjectListings(project.id, params),
    [project.id],
  );
  const listings = useListingSearch(fetchListings);
  return (
    <main className="container catalog-page project-page">
      <nav className="breadcrumbs" aria-label="Breadcrumbs">
        <ol>
          <li>
            <Link to={paths.home}>Home</Link>
          </li>
          {project.developer ? (
            <li>
              <Link to={paths.developer(project.developer.id)}>{project.developer.title}</Link>
            </li>
          ) : null}
          <li aria-current="page">{project.title}</li>
        </ol>
      </nav>
      {project.main_photo ? (
        <div className="page-hero">
          <img src={project.main_photo} alt={`${project.title} — main photo`} />
        </div>
      ) : null}
      <div className="page-title-row">
        <div>
          <h1>{project.title}</h1>
          <p className="page-subtitle">
            {[
              project.location?.name,
              project.completion && `Completion ${project.completion}`,
              `${project.listings_count} listed ${project.listings_count === 1 ? 'property' : 'properties'}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      {project.developer ? (
        <p className="project-developer">
          <span>Developer</span>
          <Link className="link-chip" to={paths.developer(project.developer.id)}>
            {project.developer.logo ? (
              <img src={project.developer.logo} alt="" width={32} height={32} />
            ) : null}
            {project.developer.title}
          </Link>
        </p>
      ) : null}
      {project.description ? (
        <section className="detail-section" aria-labelledby="about-project">
          <h2 id="about-project">About the project</h2>
          <div className="prose">{project.description}</div>
        </section>
      ) : null}
      {project.photos.length > 0 ? (
        <section className="detail-section" aria-labelledby="project-photos">
          <h2 id="project-photos">Photos</h2>
          <Gallery
            albums={[{ id: 'photos', title: 'Photos', photos: project.photos }]}
            alt={project.title}
          />
        </section>
      ) : null}
      {project.video ? (
        <section className="detail-section" aria-labelledby="project-video">
          <h2 id="project-video">Video</h2>
          {isVideoFile(project.video) ? (
            <video className="project-video" src={project.video} controls preload="none" />
          ) : (
            <a
              className="button button--secondary"
              href={project.video}
              target="_blank"
              rel="noopener noreferrer"
            >
              Watch the project video
            </a>
          )}
        </section>
      ) : null}
      {project.layouts.length > 0 ? (
        <section className="detail-section" aria-labelledby="project-layouts">
          <h2 id="project-layouts">Layouts</h2>
          <ul className="layout-grid">
            {project.layouts.map((layout) => (
              <li key={layout.id}>
                <figure className="layout-card">
                  {layout.photo ? (
                    <img
                      src={layout.photo}
                      alt={`Layout ${layoutCaption(layout)}`}
                      loading="lazy"
                      width={400}
                      height={300}
                    />
                  ) : (
                    <span className="layout-card__empty">No plan image</span>
                  )}
                  <figcaption>{layoutCaption(layout) || 'Layout'}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ListingsSection
        store={listings}
        title={`Properties in ${project.title}`}
        filters={{ hideProject: true }}
      />
    </main>
  );
}
