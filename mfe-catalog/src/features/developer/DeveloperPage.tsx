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
import { cardTitle, langOf, pageDescription, pageTitle } from '../../common/detail/shown-text';
import { ShownIn } from '@phuket/shared/ui';
import { useLocale, useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';
import './developer.css';

export default function DeveloperPage() {
  const t = useMessages(catalogMessages);
  const locale = useLocale();
  const serverData = useServerData();
  return (
    <DetailRoute<DeveloperDetail>
      titleOf={(developer) => pageTitle(developer, locale).text}
      load={getDeveloper}
      fromServer={(id) => serverData.get(serverDataKeys.developer(id))}
      notFoundTitle={t('developer.not_found')}
      notFoundText={t('developer.not_found_text')}
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
  const t = useMessages(catalogMessages);
  if (founded === null && completed === null && !hasContact) return null;
  return (
    <dl className="detail-facts">
      {founded !== null ? (
        <div>
          <dt>{t('developer.founded')}</dt>
          <dd>{founded}</dd>
        </div>
      ) : null}
      {completed !== null ? (
        <div>
          <dt>{t('developer.completed')}</dt>
          <dd>{completed}</dd>
        </div>
      ) : null}
      {hasContact ? (
        <div className="detail-facts__wide">
          <dt>{t('developer.contact')}</dt>
          <dd>
            <ContactLinks contact={developer} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function DeveloperContent({ developer }: { developer: DeveloperDetail }) {
  const t = useMessages(catalogMessages);
  const locale = useLocale();
  // The name and description in the visitor's language, else the developer's original.
  const title = pageTitle(developer, locale);
  const description = pageDescription(developer, locale);
  const titleLang = langOf(title, locale);
  return (
    <div className="container catalog-page developer-page">
      <Breadcrumbs
        trail={[{ to: paths.developers, label: t('developer.crumb') }]}
        current={title.text}
        currentLang={titleLang}
      />
      <PageHero photo={developer.main_photo} title={title.text} />
      <PageTitleRow
        title={title.text}
        titleLang={titleLang}
        note={<ShownIn language={title.language} />}
        logo={developer.logo}
        subtitle={
          <>
            {t('developer.subtitle', {
              projects: developer.projects.length,
              projectCount: String(developer.projects.length),
              listings: developer.listings_count,
              listingCount: String(developer.listings_count),
            })}
          </>
        }
      />
      <DeveloperFacts developer={developer} />
      <ProseSection
        id="about-developer"
        title={t('developer.about')}
        text={description?.text ?? null}
        lang={langOf(description, locale)}
        // Said once: under the name, unless the description is in yet another language.
        note={
          description && description.language !== title.language ? (
            <ShownIn language={description.language} />
          ) : null
        }
      />
      <PhotosSection id="developer-photos" photos={galleryPhotos(developer)} alt={title.text} />
      {developer.projects.length > 0 ? (
        <DetailSection id="developer-projects" title={t('projects.list')}>
          <ul className="project-tiles">
            {developer.projects.map((project) => {
              const projectTitle = cardTitle(project, locale);
              return (
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
                    <span
                      className="project-tile__title"
                      data-user-content
                      lang={langOf(projectTitle, locale)}
                    >
                      {projectTitle.text}
                    </span>
                    <span className="project-tile__meta">
                      {[
                        project.location?.name,
                        project.completion &&
                          t('project.completion', { completion: project.completion }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </DetailSection>
      ) : null}
      <EnquiryForm
        className="enquiry-form--section"
        path={developer.enquiry_path}
        subject={developer.title}
        pagePath={paths.developer(developer.id)}
        title={t('developer.enquiry_title', { name: title.text })}
      />
      <RelatedListings
        ownerId={developer.id}
        fetchListings={getDeveloperListings}
        perPage={PAGE_SIZES.developerListings}
        serverDataKey={serverDataKeys.developerListings}
        title={t('developer.listings_title', { name: title.text })}
        filters={{ hideDeveloper: true }}
      />
    </div>
  );
}
