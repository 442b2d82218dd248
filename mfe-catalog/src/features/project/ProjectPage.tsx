import type { ProjectDetail } from '@phuket/shared/api';
import { EnquiryForm } from '@phuket/shared/enquiry';
import { serverDataKeys, getProject, getProjectListings } from '@phuket/shared/api';
import { launchLabel } from '@phuket/shared/contract';
import { PAGE_SIZES } from '@phuket/shared/filters';
import { useServerData } from '@phuket/shared/ssr';
import {
  currencySign,
  foreignQuotaUnitsLabel,
  formatNumber,
  tenureLabel,
} from '@phuket/shared/format';
import { paths } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { DetailRoute } from '../../common/detail/DetailRoute';
import {
  Breadcrumbs,
  ContactLinks,
  DetailSection,
  DeveloperChip,
  PageHero,
  PageTitleRow,
  PhotosSection,
  ProseSection,
  VideoSection,
} from '../../common/detail/DetailSections';
import { RelatedListings } from '../../common/detail/RelatedListings';
import { LocationSection } from '../../common/map/LocationSection';
import { layoutCaption } from './layout-caption';
import { UnitTable } from './UnitTable';
import './project.css';

export default function ProjectPage() {
  const { currency } = useStores();
  const serverData = useServerData();
  return (
    <DetailRoute<ProjectDetail>
      // Prices in the visitor's currency, as every listing price: a change reloads in place.
      load={(id) => getProject(id, currency.current)}
      reloadOn={() => currency.current}
      fromServer={(id) => serverData.get(serverDataKeys.project(id, currency.current))}
      notFoundTitle="Project not found"
      notFoundText="This project does not exist or is no longer listed."
    >
      {(project) => <ProjectContent project={project} />}
    </DetailRoute>
  );
}

function money(project: ProjectDetail, amount: number): string {
  return `${currencySign(project.currency)}${formatNumber(amount)}`;
}

function priceText(project: ProjectDetail): string | null {
  const { price_from: from, price_to: to } = project;
  if (from === null) return null;
  return to !== null && to > from
    ? `${money(project, from)} – ${money(project, to)}`
    : `From ${money(project, from)}`;
}

/** The words the project's listings use too (card, property page, link preview). */
function tenureText(project: ProjectDetail): string | null {
  const tenure = tenureLabel(project);
  if (tenure === null) return null;
  const quota = foreignQuotaUnitsLabel(project.foreign_quota_units);
  return quota === null ? tenure : `${tenure} · ${quota}`;
}

/** What a buyer compares first: price, stage, launch, completion, progress, tenure, who builds it. */
function ProjectFacts({ project }: { project: ProjectDetail }) {
  const price = priceText(project);
  const tenure = tenureText(project);
  const contact = project.developer_contact;
  const progress = project.construction_progress;
  const launch = launchLabel(project.launch, new Date());
  return (
    <dl className="detail-facts">
      {price ? (
        <div>
          <dt>Price</dt>
          <dd className="project-facts__price">{price}</dd>
        </div>
      ) : null}
      {project.stage ? (
        <div>
          <dt>Stage</dt>
          <dd>{project.stage}</dd>
        </div>
      ) : null}
      {launch ? (
        <div>
          <dt>Sales launch</dt>
          <dd>{launch}</dd>
        </div>
      ) : null}
      {project.completion ? (
        <div>
          <dt>Completion</dt>
          <dd>{project.completion}</dd>
        </div>
      ) : null}
      {progress !== null ? (
        <div>
          <dt id="project-progress">Construction</dt>
          <dd>
            <progress max={100} value={progress} aria-labelledby="project-progress" />{' '}
            {`${progress} % built`}
          </dd>
        </div>
      ) : null}
      {tenure ? (
        <div>
          <dt>Tenure for foreigners</dt>
          <dd>{tenure}</dd>
        </div>
      ) : null}
      {contact && (contact.phone || contact.email || contact.website) ? (
        <div>
          <dt>Developer contact</dt>
          <dd>
            <ContactLinks contact={contact} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function layoutOffer(project: ProjectDetail, layout: ProjectDetail['layouts'][number]): string {
  return [
    layout.price_from !== null ? `From ${money(project, layout.price_from)}` : null,
    layout.units_count > 0
      ? `${layout.available_units} of ${layout.units_count} ${layout.units_count === 1 ? 'unit' : 'units'} available`
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function LayoutCard({
  project,
  layout,
}: {
  project: ProjectDetail;
  layout: ProjectDetail['layouts'][number];
}) {
  const caption = layoutCaption(layout);
  const offer = layoutOffer(project, layout);
  const label = [caption.name, caption.facts].filter(Boolean).join(' · ');
  return (
    <figure className="layout-card">
      {layout.photo ? (
        <img src={layout.photo} alt={`Layout ${label}`} loading="lazy" width={400} height={300} />
      ) : (
        <span className="layout-card__empty">No plan image</span>
      )}
      <figcaption>
        {label}
        {offer ? <span className="layout-card__offer">{offer}</span> : null}
      </figcaption>
    </figure>
  );
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
          launchLabel(project.launch, new Date()),
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
      <ProjectFacts project={project} />
      <ProseSection id="about-project" title="About the project" text={project.description} />
      {project.payment_plan.length > 0 ? (
        <DetailSection id="project-payment-plan" title="Payment plan">
          <ol className="payment-plan">
            {project.payment_plan.map((stage, index) => (
              <li key={index}>
                <span className="payment-plan__percent">{`${stage.percent} %`}</span> {stage.label}
              </li>
            ))}
          </ol>
        </DetailSection>
      ) : null}
      {project.amenities.length > 0 ? (
        <DetailSection id="project-amenities" title="Amenities">
          <ul className="link-list project-amenities">
            {project.amenities.map((amenity) => (
              <li key={amenity.id}>{amenity.name}</li>
            ))}
          </ul>
        </DetailSection>
      ) : null}
      <PhotosSection id="project-photos" photos={project.photos} alt={project.title} />
      <VideoSection
        id="project-video"
        url={project.video}
        videoClassName="project-video"
        linkLabel="Watch the project video"
      />
      {project.brochure ? (
        <DetailSection id="project-brochure" title="Brochure">
          <a
            className="button button--secondary project-brochure"
            href={project.brochure}
            download
            type="application/pdf"
          >
            Download the brochure (PDF)
          </a>
        </DetailSection>
      ) : null}
      {project.layouts.length > 0 ? (
        <DetailSection id="project-layouts" title="Layouts">
          <ul className="layout-grid">
            {project.layouts.map((layout) => (
              <li key={layout.id}>
                <LayoutCard project={project} layout={layout} />
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}
      {project.units.length > 0 ? (
        <DetailSection id="project-units" title="Units and availability">
          <UnitTable project={project} />
        </DetailSection>
      ) : null}
      <LocationSection
        id={project.id}
        name={project.title}
        latitude={project.latitude}
        longitude={project.longitude}
        address={[project.address, project.location?.name].filter(Boolean).join(', ') || 'Phuket'}
      />
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
