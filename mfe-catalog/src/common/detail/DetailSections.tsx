import type { ReactNode } from 'react';
import { displayPhone } from '@phuket/shared/phone-input';
import { Link } from '@phuket/shared/router';
import type { DeveloperRef, PropertyDetail } from '@phuket/shared/api';
import { paths } from '@phuket/shared/routes';
import { Gallery, type GalleryPhoto } from '../gallery/Gallery';
import { useLocale, useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../messages';
import { cardTitle, langOf } from './shown-text';

export interface Crumb {
  to: string;
  label: string;
  /** The label is a supplier's name (a developer's): kept as written in every language. */
  userContent?: boolean;
  /** The label's language when it is not the page's (a title with no translation). */
  lang?: string;
}

/** Home › …trail › the current page (not a link); `currentLang` when it is in another language. */
export function Breadcrumbs({
  trail,
  current,
  currentLang,
}: {
  trail: readonly Crumb[];
  current: string;
  currentLang?: string;
}) {
  const t = useMessages(catalogMessages);
  return (
    <nav className="breadcrumbs" aria-label={t('detail.breadcrumbs')}>
      <ol>
        <li>
          <Link to={paths.home}>{t('detail.home')}</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link
              to={crumb.to}
              lang={crumb.lang}
              data-user-content={crumb.userContent || undefined}
            >
              {crumb.label}
            </Link>
          </li>
        ))}
        <li aria-current="page" lang={currentLang} data-user-content>
          {current}
        </li>
      </ol>
    </nav>
  );
}

/** The wide main photo on top of a developer or project page; nothing without one. */
export function PageHero({ photo, title }: { photo: string | null; title: string }) {
  if (!photo) return null;
  return (
    <div className="page-hero">
      <img src={photo} alt={title} />
    </div>
  );
}

export function PageTitleRow({
  title,
  titleLang,
  note,
  logo,
  subtitle,
}: {
  title: string;
  /** The title is a supplier's text in another language than the page's. */
  titleLang?: string;
  /** Said under the title: the language it is shown in (ShownIn). */
  note?: ReactNode;
  logo?: string | null;
  subtitle: ReactNode;
}) {
  const t = useMessages(catalogMessages);
  return (
    <div className="page-title-row">
      {logo ? (
        <img className="page-title-row__logo" src={logo} alt={t('detail.logo', { title })} />
      ) : null}
      <div>
        <h1 lang={titleLang} data-user-content>
          {title}
        </h1>
        {note}
        <p className="page-subtitle">{subtitle}</p>
      </div>
    </div>
  );
}

/** A titled block of a detail page; `id` ties the heading to the section for screen readers. */
export function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="detail-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Free text from the API, kept as written (line breaks included); nothing when empty. */
export function ProseSection({
  id,
  title,
  text,
  lang,
  note,
}: {
  id: string;
  title: string;
  text: string | null;
  /** The text is in another language than the page's. */
  lang?: string;
  /** Said above the text: the language it is shown in (ShownIn). */
  note?: ReactNode;
}) {
  if (!text) return null;
  return (
    <DetailSection id={id} title={title}>
      {note}
      <div className="prose" data-user-content lang={lang}>
        {text}
      </div>
    </DetailSection>
  );
}

/** One-album gallery section; nothing without photos. */
export function PhotosSection({
  id,
  photos,
  alt,
}: {
  id: string;
  photos: readonly GalleryPhoto[];
  alt: string;
}) {
  const t = useMessages(catalogMessages);
  if (photos.length === 0) return null;
  return (
    <DetailSection id={id} title={t('property.photos')}>
      <Gallery albums={[{ id: 'photos', title: t('property.photos'), photos }]} alt={alt} />
    </DetailSection>
  );
}

/** A video file the browser can play itself, as opposed to a page on a video site. */
function isVideoFile(url: string): boolean {
  return /\.(mp4|webm|ogg|mov)(\?|#|$)/i.test(url);
}

/** Plays a video file in place; a link to a video site opens in a new tab instead. */
export function VideoSection({
  id,
  url,
  videoClassName,
  linkLabel,
  poster = null,
}: {
  id: string;
  url: string | null;
  videoClassName: string;
  linkLabel: string;
  /** The uploaded video's poster frame, shown before it plays. */
  poster?: string | null;
}) {
  const t = useMessages(catalogMessages);
  if (!url) return null;
  return (
    <DetailSection id={id} title={t('detail.video')}>
      {isVideoFile(url) ? (
        // Owners upload walkthroughs without caption files; we have none to offer.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          className={videoClassName}
          src={url}
          poster={poster ?? undefined}
          controls
          preload="none"
        />
      ) : (
        <a
          className="button button--secondary"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {linkLabel}
        </a>
      )}
    </DetailSection>
  );
}

/**
 * A supplier's name linking to its page (a developer, a project), in the page's language when
 * the supplier gave one, else as written and marked with its language.
 */
function NameChip({
  named,
  to,
  className,
  children,
}: {
  named: Parameters<typeof cardTitle>[0];
  to: string;
  className: string;
  children?: ReactNode;
}) {
  const locale = useLocale();
  const title = cardTitle(named, locale);
  return (
    <Link className={className} to={to} lang={langOf(title, locale)} data-user-content>
      {children}
      {title.text}
    </Link>
  );
}

/** A developer named on a page, with its logo. */
export function DeveloperChip({ developer }: { developer: DeveloperRef }) {
  return (
    <NameChip named={developer} to={paths.developer(developer.id)} className="link-chip">
      {developer.logo ? <img src={developer.logo} alt="" width={32} height={32} /> : null}
    </NameChip>
  );
}

/** The project a property belongs to. */
export function ProjectChip({ project }: { project: NonNullable<PropertyDetail['project']> }) {
  return (
    <NameChip
      named={project}
      to={paths.project(project.id)}
      className="link-chip link-chip--plain"
    />
  );
}

export interface ContactDetails {
  phone: string | null;
  email: string | null;
  website: string | null;
}

/** The website's host as its link text ("andaman.example.com"); the address when unreadable. */
export function websiteLabel(website: string): string {
  try {
    return new URL(website).host.replace(/^www\./, '') || website;
  } catch {
    return website;
  }
}

/**
 * A developer's phone, email and website for enquiries, as links (the developer gave them to
 * be contacted); null when none is given.
 */
export function ContactLinks({ contact }: { contact: ContactDetails }) {
  const { phone, email, website } = contact;
  if (!phone && !email && !website) return null;
  return (
    <span className="detail-facts__contact">
      {phone ? (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{displayPhone(phone) ?? phone}</a>
      ) : null}
      {email ? <a href={`mailto:${email}`}>{email}</a> : null}
      {website ? (
        <a href={website} rel="noopener noreferrer" target="_blank">
          {websiteLabel(website)}
        </a>
      ) : null}
    </span>
  );
}
