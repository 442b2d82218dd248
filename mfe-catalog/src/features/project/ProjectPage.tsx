import type { ProjectDetail } from '@phuket/shared/api';
import { EnquiryForm } from '@phuket/shared/enquiry';
import { serverDataKeys, getProject, getProjectListings } from '@phuket/shared/api';
import { launchState } from '@phuket/shared/contract';
import { PAGE_SIZES } from '@phuket/shared/filters';
import { ShownIn } from '@phuket/shared/ui';
import { useServerData } from '@phuket/shared/ssr';
import { currencySign, formatNumber, projectOwnership } from '@phuket/shared/format';
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
import { cardTitle, langOf, pageDescription, pageTitle } from '../../common/detail/shown-text';
import { LocationSection } from '../../common/map/LocationSection';
import { OwnershipPanel } from '../../common/ownership/OwnershipPanel';
import { layoutCaption } from './layout-caption';
import { UnitTable } from './UnitTable';
import {
  formatMonthIn,
  type Labels,
  type Locale,
  type Translate,
  useLabels,
  useLocale,
  useMessages,
} from '@phuket/shared/i18n';
import { projectMessages } from './messages';
import './project.css';

export default function ProjectPage() {
  const t = useMessages(projectMessages);
  const locale = useLocale();
  const { currency } = useStores();
  const serverData = useServerData();
  return (
    <DetailRoute<ProjectDetail>
      titleOf={(project) => pageTitle(project, locale).text}
      // Prices in the visitor's currency, as every listing price: a change reloads in place.
      load={(id) => getProject(id, currency.current)}
      reloadOn={() => currency.current}
      fromServer={(id) => serverData.get(serverDataKeys.project(id, currency.current))}
      notFoundTitle={t('project.not_found')}
      notFoundText={t('project.not_found_text')}
    >
      {(project) => <ProjectContent project={project} />}
    </DetailRoute>
  );
}

function money(project: ProjectDetail, amount: number): string {
  return `${currencySign(project.currency)}${formatNumber(amount)}`;
}

function priceText(project: ProjectDetail, t: Translate): string | null {
  const { price_from: from, price_to: to } = project;
  if (from === null) return null;
  return to !== null && to > from
    ? `${money(project, from)} – ${money(project, to)}`
    : t('project.price_from', { price: money(project, from) });
}

/** The words the project's listings use too (card, property page, link preview). */
function tenureText(project: ProjectDetail, labels: Labels): string | null {
  const tenure = labels.tenureLabel(project);
  if (tenure === null) return null;
  const quota = labels.foreignQuotaUnits(project.foreign_quota_units);
  return quota === null ? tenure : `${tenure} · ${quota}`;
}

/** "Launched March 2026" / "Запуск продаж: июнь 2027" in the page's language; null without one. */
function launchText(launch: string | null, t: Translate, locale: Locale): string | null {
  const state = launchState(launch, new Date());
  if (!state) return null;
  const month = formatMonthIn(
    locale,
    new Date(Date.UTC(state.month.year, state.month.month - 1, 1)),
  );
  return state.ahead ? t('project.launching', { month }) : t('project.launched', { month });
}

/** What a buyer compares first: price, stage, launch, completion, progress, tenure, who builds it. */
function ProjectFacts({ project }: { project: ProjectDetail }) {
  const t = useMessages(projectMessages);
  const locale = useLocale();
  const price = priceText(project, t);
  const labels = useLabels();
  const tenure = tenureText(project, labels);
  const contact = project.developer_contact;
  const progress = project.construction_progress;
  const launch = launchText(project.launch, t, locale);
  return (
    <dl className="detail-facts">
      {price ? (
        <div>
          <dt>{t('project.fact_price')}</dt>
          <dd className="project-facts__price">{price}</dd>
        </div>
      ) : null}
      {project.stage ? (
        <div>
          <dt>{t('property.fact_stage')}</dt>
          <dd>{labels.propertyStage(project.stage)}</dd>
        </div>
      ) : null}
      {launch ? (
        <div>
          <dt>{t('project.fact_launch')}</dt>
          <dd>{launch}</dd>
        </div>
      ) : null}
      {project.completion ? (
        <div>
          <dt>{t('project.fact_completion')}</dt>
          <dd>{project.completion}</dd>
        </div>
      ) : null}
      {progress !== null ? (
        <div>
          <dt id="project-progress">{t('project.fact_construction')}</dt>
          <dd>
            <progress max={100} value={progress} aria-labelledby="project-progress" />{' '}
            {t('project.built', { progress: String(progress) })}
          </dd>
        </div>
      ) : null}
      {tenure ? (
        <div>
          <dt>{t('project.fact_tenure')}</dt>
          <dd>{tenure}</dd>
        </div>
      ) : null}
      {contact && (contact.phone || contact.email || contact.website) ? (
        <div>
          <dt>{t('project.fact_contact')}</dt>
          <dd>
            <ContactLinks contact={contact} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function layoutOffer(
  project: ProjectDetail,
  layout: ProjectDetail['layouts'][number],
  t: Translate,
): string {
  return [
    layout.price_from !== null
      ? t('project.price_from', { price: money(project, layout.price_from) })
      : null,
    layout.units_count > 0
      ? t('project.units_available', {
          count: layout.units_count,
          available: String(layout.available_units),
          total: String(layout.units_count),
        })
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
  const t = useMessages(projectMessages);
  const locale = useLocale();
  const caption = layoutCaption(layout, locale);
  const offer = layoutOffer(project, layout, t);
  const label = [caption.name, caption.facts].filter(Boolean).join(' · ');
  return (
    <figure className="layout-card">
      {layout.photo ? (
        <img
          src={layout.photo}
          alt={t('project.layout_alt', { label })}
          loading="lazy"
          width={400}
          height={300}
        />
      ) : (
        <span className="layout-card__empty">{t('project.no_plan')}</span>
      )}
      <figcaption>
        <span data-user-content>{label}</span>
        {offer ? <span className="layout-card__offer">{offer}</span> : null}
      </figcaption>
    </figure>
  );
}

function ProjectContent({ project }: { project: ProjectDetail }) {
  const t = useMessages(projectMessages);
  const locale = useLocale();
  // The title and description in the visitor's language, else the developer's original.
  const title = pageTitle(project, locale);
  const description = pageDescription(project, locale);
  const titleLang = langOf(title, locale);
  const developerTitle = project.developer ? cardTitle(project.developer, locale) : null;
  const ownership = projectOwnership(project);
  return (
    <div className="container catalog-page project-page">
      <Breadcrumbs
        trail={
          project.developer
            ? [
                {
                  to: paths.developer(project.developer.id),
                  label: developerTitle?.text ?? project.developer.title,
                  lang: langOf(developerTitle, locale),
                  userContent: true,
                },
              ]
            : []
        }
        current={title.text}
        currentLang={titleLang}
      />
      <PageHero photo={project.main_photo} title={title.text} />
      <PageTitleRow
        title={title.text}
        titleLang={titleLang}
        note={<ShownIn language={title.language} />}
        subtitle={[
          project.location?.name,
          launchText(project.launch, t, locale),
          project.completion && t('project.completion', { completion: project.completion }),
          t('project.listed', {
            count: project.listings_count,
            total: String(project.listings_count),
          }),
        ]
          .filter(Boolean)
          .join(' · ')}
      />
      {project.developer ? (
        <p className="project-developer">
          <span>{t('property.developer')}</span>
          <DeveloperChip developer={project.developer} />
        </p>
      ) : null}
      <ProjectFacts project={project} />
      <ProseSection
        id="about-project"
        title={t('project.about')}
        text={description?.text ?? null}
        lang={langOf(description, locale)}
        // Said once: under the title, unless the description is in yet another language.
        note={
          description && description.language !== title.language ? (
            <ShownIn language={description.language} />
          ) : null
        }
      />
      {project.payment_plan.length > 0 ? (
        <DetailSection id="project-payment-plan" title={t('project.payment_plan')}>
          <ol className="payment-plan">
            {project.payment_plan.map((stage, index) => (
              <li key={index}>
                <span className="payment-plan__percent">{`${stage.percent} %`}</span>{' '}
                <span data-user-content>{stage.label}</span>
              </li>
            ))}
          </ol>
        </DetailSection>
      ) : null}
      {ownership ? <OwnershipPanel ownership={ownership} /> : null}
      {project.amenities.length > 0 ? (
        <DetailSection id="project-amenities" title={t('property.amenities')}>
          <ul className="link-list project-amenities">
            {project.amenities.map((amenity) => (
              <li key={amenity.id}>{amenity.name}</li>
            ))}
          </ul>
        </DetailSection>
      ) : null}
      <PhotosSection id="project-photos" photos={project.photos} alt={title.text} />
      <VideoSection
        id="project-video"
        url={project.video}
        videoClassName="project-video"
        linkLabel={t('project.video_link')}
      />
      {project.brochure ? (
        <DetailSection id="project-brochure" title={t('project.brochure')}>
          <a
            className="button button--secondary project-brochure"
            href={project.brochure}
            download
            type="application/pdf"
          >
            {t('project.brochure_download')}
          </a>
        </DetailSection>
      ) : null}
      {project.layouts.length > 0 ? (
        <DetailSection id="project-layouts" title={t('project.layouts')}>
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
        <DetailSection id="project-units" title={t('project.units')}>
          <UnitTable project={project} />
        </DetailSection>
      ) : null}
      <LocationSection
        id={project.id}
        name={title.text}
        latitude={project.latitude}
        longitude={project.longitude}
        address={
          [project.address, project.location?.name].filter(Boolean).join(', ') ||
          t('properties.phuket')
        }
      />
      <EnquiryForm
        className="enquiry-form--section"
        path={project.enquiry_path}
        subject={project.title}
        pagePath={paths.project(project.id)}
        title={t('project.enquiry_title', { title: title.text })}
      />
      <RelatedListings
        ownerId={project.id}
        fetchListings={getProjectListings}
        perPage={PAGE_SIZES.projectListings}
        serverDataKey={serverDataKeys.projectListings}
        title={t('project.listings_title', { title: title.text })}
        filters={{ hideProject: true }}
      />
    </div>
  );
}
