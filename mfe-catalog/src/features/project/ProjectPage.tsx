import type { ProjectDetail } from '@phuket/shared/api';
import { EnquiryForm } from '@phuket/shared/enquiry';
import { serverDataKeys, getProject, getProjectListings } from '@phuket/shared/api';
import { PAGE_SIZES } from '@phuket/shared/filters';
import { useServerData } from '@phuket/shared/ssr';
import { formatArea } from '@phuket/shared/format';
import { paths } from '@phuket/shared/routes';
import { DetailRoute } from '../../common/detail/DetailRoute';
import {
  Breadcrumbs,
  DetailSection,
  DeveloperChip,
  PageHero,
  PageTitleRow,
  PhotosSection,
  ProseSection,
  VideoSection,
} from '../../common/detail/DetailSections';
import { RelatedListings } from '../../common/detail/RelatedListings';
import './project.css';

export default function ProjectPage() {
  const serverData = useServerData();
  return (
    <DetailRoute<ProjectDetail>
      load={getProject}
      fromServer={(id) => serverData.get(serverDataKeys.project(id))}
      notFoundTitle="Project not found"
      notFoundText="This project does not exist or is no longer listed."
    >
      {(project) => <ProjectContent project={project} />}
    </DetailRoute>
  );
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
  return (
    <div className="container catalog-page project-page">
      <Breadcrumbs
        trail={
          project.developer
            ? [{ to: paths.developer(project.developer.id), label: project.developer.title }]
            : []
        }
        current={project.title}
      />
      <PageHero photo={project.main_photo} title={project.title} />
      <PageTitleRow
        title={project.title}
        subtitle={[
          project.location?.name,
          project.completion && `Completion ${project.completion}`,
          `${project.listings_count} listed ${project.listings_count === 1 ? 'property' : 'properties'}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
      {project.developer ? (
        <p className="project-developer">
          <span>Developer</span>
          <DeveloperChip developer={project.developer} />
        </p>
      ) : null}
      <ProseSection id="about-project" title="About the project" text={project.description} />
      <PhotosSection id="project-photos" photos={project.photos} alt={project.title} />
      <VideoSection
        id="project-video"
        url={project.video}
        videoClassName="project-video"
        linkLabel="Watch the project video"
      />
      {project.layouts.length > 0 ? (
        <DetailSection id="project-layouts" title="Layouts">
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
        </DetailSection>
      ) : null}
      <EnquiryForm
        className="enquiry-form--section"
        path={project.enquiry_path}
        subject={project.title}
        pagePath={paths.project(project.id)}
        title={`Ask about ${project.title}`}
      />
      <RelatedListings
        ownerId={project.id}
        fetchListings={getProjectListings}
        perPage={PAGE_SIZES.projectListings}
        serverDataKey={serverDataKeys.projectListings}
        title={`Properties in ${project.title}`}
        filters={{ hideProject: true }}
      />
    </div>
  );
}
