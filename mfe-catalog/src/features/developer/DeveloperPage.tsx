import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from '@phuket/shared/router';
import type { DeveloperDetail, ListingParams } from '@phuket/shared/api';
import { getDeveloper, getDeveloperListings } from '@phuket/shared/api';
import { paths } from '@phuket/shared/routes';
import { Gallery } from '../../app/gallery/Gallery';
import { ListingsSection } from '../../app/listing-search/ListingsSection';
import { useListingSearch } from '../../app/listing-search/use-listing-search';
import { parseRouteId } from '../../app/load-error';
import { ResourceStore } from '../../app/resource-store';
import { DetailSkeleton } from '../../app/status/DetailSkeleton';
import { ErrorScreen, NotFoundScreen } from '../../app/status/StatusScreens';
import { useDocumentTitle } from '../../app/use-document-title';
import './developer.css';

export default function DeveloperPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundScreen title="Developer not found" text={GONE} />;
  return <DeveloperView key={id} id={id} />;
}

const GONE = 'This developer does not exist or is no longer listed.';

const DeveloperView = observer(function DeveloperView({ id }: { id: number }) {
  const [store] = useState(() => new ResourceStore<DeveloperDetail>(() => getDeveloper(id)));
  useEffect(() => {
    void store.load();
  }, [store]);
  useDocumentTitle(store.data?.title);

  if (store.status === 'not-found')
    return <NotFoundScreen title="Developer not found" text={GONE} />;
  if (store.status === 'unavailable') return <ErrorScreen onRetry={() => store.retry()} />;
  if (!store.data) return <DetailSkeleton />;
  return <DeveloperContent developer={store.data} />;
});

function DeveloperContent({ developer }: { developer: DeveloperDetail }) {
  const fetchListings = useCallback(
    (params: ListingParams) => getDeveloperListings(developer.id, params),
    [developer.id],
  );
  const listings = useListingSearch(fetchListings);
  return (
    <main className="container catalog-page developer-page">
      <nav className="breadcrumbs" aria-label="Breadcrumbs">
        <ol>
          <li>
            <Link to={paths.home}>Home</Link>
          </li>
          <li>
            <Link to={paths.properties}>Properties</Link>
          </li>
          <li aria-current="page">{developer.title}</li>
        </ol>
      </nav>
      {developer.main_photo ? (
        <div className="page-hero">
          <img src={developer.main_photo} alt={`${developer.title} — main photo`} />
        </div>
      ) : null}
      <div className="page-title-row">
        {developer.logo ? (
          <img
            className="page-title-row__logo"
            src={developer.logo}
            alt={`${developer.title} logo`}
          />
        ) : null}
        <div>
          <h1>{developer.title}</h1>
          <p className="page-subtitle">
            Property developer · {developer.projects.length}{' '}
            {developer.projects.length === 1 ? 'project' : 'projects'} · {developer.listings_count}{' '}
            listed {developer.listings_count === 1 ? 'property' : 'properties'}
          </p>
        </div>
      </div>
      {developer.description ? (
        <section className="detail-section" aria-labelledby="about-developer">
          <h2 id="about-developer">About the developer</h2>
          <div className="prose">{developer.description}</div>
        </section>
      ) : null}
      {developer.photos.length > 0 ? (
        <section className="detail-section" aria-labelledby="developer-photos">
          <h2 id="developer-photos">Photos</h2>
          <Gallery
            albums={[{ id: 'photos', title: 'Photos', photos: developer.photos }]}
            alt={developer.title}
          />
        </section>
      ) : null}
      {developer.projects.length > 0 ? (
        <section className="detail-section" aria-labelledby="developer-projects">
          <h2 id="developer-projects">Projects</h2>
          <ul className="project-tiles">
            {developer.projects.map((project) => (
              <li key={project.id}>
                <Link className="project-tile" to={paths.project(project.id)}>
                  <span className="project-tile__media">
                    {project.main_photo ? (
                      <img
                        src={project.main_photo}
                        alt=""
                        loading="lazy"
                        width={400}
                        height={260}
                      />
                    ) : null}
                  </span>
                  <span className="project-tile__title">{project.title}</span>
                  <span className="project-tile__meta">
                    {[
                      project.location?.name,
                      project.completion && `Completion ${project.completion}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ListingsSection
        store={listings}
        title={`Properties by ${developer.title}`}
        filters={{ hideDeveloper: true }}
      />
    </main>
  );
}
