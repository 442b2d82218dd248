import type { KeyboardEvent } from 'react';
import { useId, useMemo, useRef, useState } from 'react';
import type { Photo, SimplePhoto } from '@phuket/shared/domain';
import { usePhotoViewer } from './use-photo-viewer';
import { slideIndex, viewerSlides } from './viewer-slides';

/** A listing photo has a thumbnail; a developer's or project's photo has only its url. */
export type GalleryPhoto = SimplePhoto & Partial<Pick<Photo, 'thumb_url'>>;
import { LISTING_PLACEHOLDER_IMAGE, PhotoArrows } from '@phuket/shared/ui';
import { DEFAULT_LOCALE, type Locale, useLocale, useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../messages';
import './gallery.css';

export interface GalleryAlbum {
  id: number | string;
  title: string;
  photos: readonly GalleryPhoto[];
}

export interface GalleryProps {
  albums: readonly GalleryAlbum[];
  /** Names the photos for screen readers ('Sea view villa'). */
  alt: string;
  /** Groups the full-screen viewer pages on to after the albums (a listing's floor plan). */
  viewerOnly?: readonly GalleryAlbum[];
}

const NONE: readonly GalleryAlbum[] = [];

/**
 * The full-screen viewer's slides: the albums with photos, then the viewer-only groups. The
 * gallery and the floor plan section open the same viewer over the same slides.
 */
export function galleryViewerSlides(
  albums: readonly GalleryAlbum[],
  viewerOnly: readonly GalleryAlbum[],
  alt: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  return viewerSlides(
    [...albums, ...viewerOnly].filter((item) => item.photos.length > 0),
    alt,
    locale,
  );
}

/**
 * Photos by album: album tabs (when there is more than one), a main photo with previous/next,
 * thumbnails, and Left/Right arrow keys while the gallery has focus.
 */
export function Gallery({ albums, alt, viewerOnly = NONE }: GalleryProps) {
  const t = useMessages(catalogMessages);
  const locale = useLocale();
  const id = useId();
  const withPhotos = albums.filter((album) => album.photos.length > 0);
  const [albumIndex, setAlbumIndex] = useState(0);
  const [photoIndex, setPhotoIndex] = useState(0);
  const album = withPhotos[albumIndex] ?? withPhotos[0];
  const slides = useMemo(
    () => galleryViewerSlides(albums, viewerOnly, alt, locale),
    [albums, viewerOnly, alt, locale],
  );
  const viewer = usePhotoViewer(slides);
  const opener = useRef<HTMLButtonElement>(null);

  if (!album) {
    return (
      <div className="gallery gallery--empty">
        <div className="gallery__stage">
          <img
            className="gallery__main"
            src={LISTING_PLACEHOLDER_IMAGE}
            alt=""
            width={1200}
            height={800}
          />
        </div>
      </div>
    );
  }

  const count = album.photos.length;
  const index = Math.min(photoIndex, count - 1);
  const photo = album.photos[index];
  const step = (delta: number) => setPhotoIndex((index + delta + count) % count);
  const chooseAlbum = (next: number) => {
    setAlbumIndex(next);
    setPhotoIndex(0);
  };

  const openViewer = () =>
    viewer.open(slideIndex(slides, withPhotos.indexOf(album), index), opener.current);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The viewer's keys bubble here through its portal; it pages on its own.
    if (viewer.isOpen) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };

  return (
    // One focus stop whose arrow keys page through the photos (the APG carousel pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className="gallery"
      aria-roledescription="gallery"
      aria-label={t('gallery.label', { title: alt })}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {withPhotos.length > 1 ? (
        <div className="gallery__tabs" role="tablist" aria-label={t('gallery.albums')}>
          {withPhotos.map((item, itemIndex) => (
            <button
              key={item.id}
              id={`${id}-tab-${itemIndex}`}
              type="button"
              role="tab"
              aria-selected={item === album}
              aria-controls={`${id}-panel`}
              className="gallery__tab"
              onClick={() => chooseAlbum(itemIndex)}
            >
              <span data-user-content>{item.title}</span>{' '}
              <span className="gallery__tab-count">{item.photos.length}</span>
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${id}-panel`}
        className="gallery__stage"
        role={withPhotos.length > 1 ? 'tabpanel' : undefined}
      >
        {photo ? (
          <button
            ref={opener}
            type="button"
            className="gallery__open"
            aria-haspopup="dialog"
            aria-label={t('gallery.open', { number: String(index + 1), count: String(count) })}
            onClick={openViewer}
          >
            <img
              key={photo.url}
              className="gallery__main"
              src={photo.url}
              alt={t('gallery.photo_alt', {
                title: alt,
                album: album.title,
                number: String(index + 1),
                count: String(count),
              })}
              width={1200}
              height={800}
              fetchPriority="high"
            />
          </button>
        ) : null}
        {count > 1 ? (
          <PhotoArrows block="gallery" iconWidth={10} iconHeight={14} onStep={step} />
        ) : null}
        <span className="gallery__counter" aria-live="polite">
          {index + 1} / {count}
        </span>
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label={t('gallery.thumbnails')}>
          {album.photos.map((item, itemIndex) => (
            <li key={item.id}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('gallery.show', { number: String(itemIndex + 1) })}
                aria-current={itemIndex === index ? 'true' : undefined}
                onClick={() => setPhotoIndex(itemIndex)}
              >
                <img
                  src={item.thumb_url ?? item.url}
                  alt=""
                  width={120}
                  height={80}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {viewer.viewer}
    </section>
  );
}
