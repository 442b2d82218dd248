import { Link } from '@phuket/shared/router';
import type { DeveloperDetail } from '@phuket/shared/api';
import { serverDataKeys, getDeveloper, getDeveloperListings } from '@phuket/shared/api';
import { EnquiryForm } from '@phuket/shared/enquiry';
import { PAGE_SIZES } from '@phuket/shared/filters';
import { useServerData } from '@phuket/shared/ssr';
import { paths } from '@phuket/shared/routes';
import { DetailRoute } from '../../common/detail/DetailRoute';
import {
  Breadcrumbs,
  ContactLinks,
  DetailSection,
  PageHero,
  PageTitleRow,
  PhotosSection,
  ProseSection,
} from '../../common/detail/DetailSections';
import { RelatedListings } from '../../common/detail/RelatedListings';
import './developer.css';

export default function DeveloperPage() {
  const serverData = useServerData();
  return (
    <DetailRoute<DeveloperDetail>
      load={getDeveloper}
      fromServer={(id) => serverData.get(serverDataKeys.developer(id))}
      notFoundTitle="Developer not found"
      notFoundText="This developer does not exist or is no longer listed."
    >
      {(developer) => <DeveloperContent developer={developer} />}
    </DetailRoute>
  );
}

/** The gallery leaves out what the page already shows: the main photo and the project tiles. */
function galleryPhotos(developer: DeveloperDetail): DeveloperDetail['photos'] {
  const shown = new Set([developer.main_photo, ...developer.projects.map((p) => p.main_photo)]);
  return developer.photos.filter((photo) => !shown.has(photo.url));
}

/** What the developer gave for enquiries and about itself: founded, projects completed, contact. */
function DeveloperFacts({ developer }: { developer: DeveloperDetail }) {
  const { year_founded: founded, projects_completed: completed } = developer;
  const hasContact = Boolean(developer.phone || developer.email || developer.website);
  if (founded === null && completed === null && !hasContact) return null;
  return (
    <dl className="detail-facts">
      {founded !== null ? (
        <div>
          <dt>Year founded</dt>
          <dd>{founded}</dd>
        </div>
      ) : null}
      {completed !== null ? (
        <div>
          <dt>Projects completed</dt>
          <dd>{completed}</dd>
        </div>
      ) : null}
      {hasContact ? (
        <div className="detail-facts__wide">
          <dt>Contact</dt>
          <dd>
            <ContactLinks contact={developer} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function DeveloperContent({ developer }: { developer: DeveloperDetail }) {
  return (
    <div className="container catalog-page developer-page">
      <Breadcrumbs
        trail={[{ to: paths.developers, label: 'Developers' }]}
        current={developer.title}
      />
      <PageHero photo={developer.main_photo} title={developer.title} />
      <PageTitleRow
        title={developer.title}
        logo={developer.logo}
        subtitle={
          <>
            Property developer · {developer.projects.length}{' '}
            {developer.projects.length === 1 ? 'project' : 'projects'} · {developer.listings_count}{' '}
            listed {developer.listings_count === 1 ? 'property' : 'properties'}
          </>
        }
      />
      <DeveloperFacts developer={developer} />
      <ProseSection id="about-developer" title="About the developer" text={developer.description} />
      <PhotosSection
        id="developer-photos"
        photos={galleryPhotos(developer)}
        alt={developer.title}
      />
      {developer.projects.length > 0 ? (
        <DetailSection id="developer-projects" title="Projects">
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
        </DetailSection>
      ) : null}
      <EnquiryForm
        className="enquiry-form--section"
        path={developer.enquiry_path}
        subject={developer.title}
        pagePath={paths.developer(developer.id)}
        title={`Contact ${developer.title}`}
      />
      <RelatedListings
        ownerId={developer.id}
        fetchListings={getDeveloperListings}
        perPage={PAGE_SIZES.developerListings}
        serverDataKey={serverDataKeys.developerListings}
        title={`Properties by ${developer.title}`}
        filters={{ hideDeveloper: true }}
      />
    </div>
  );
}
