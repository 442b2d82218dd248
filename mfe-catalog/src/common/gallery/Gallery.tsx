import type { KeyboardEvent } from 'react';
import { useId, useMemo, useRef, useState } from 'react';
import type { Photo, SimplePhoto } from '@phuket/shared/domain';
import { usePhotoViewer } from './use-photo-viewer';
import { slideIndex, viewerSlides } from './viewer-slides';

/** A listing photo has a thumbnail; a developer's or project's photo has only its url. */
export type GalleryPhoto = SimplePhoto & Partial<Pick<Photo, 'thumb_url'>>;
import { LISTING_PLACEHOLDER_IMAGE, PhotoArrows } from '@phuket/shared/ui';
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
) {
  return viewerSlides(
    [...albums, ...viewerOnly].filter((item) => item.photos.length > 0),
    alt,
  );
}

/**
 * Photos by album: album tabs (when there is more than one), a main photo with previous/next,
 * thumbnails, and Left/Right arrow keys while the gallery has focus.
 */
export function Gallery({ albums, alt, viewerOnly = NONE }: GalleryProps) {
  const id = useId();
  const withPhotos = albums.filter((album) => album.photos.length > 0);
  const [albumIndex, setAlbumIndex] = useState(0);
  const [photoIndex, setPhotoIndex] = useState(0);
  const album = withPhotos[albumIndex] ?? withPhotos[0];
  const slides = useMemo(
    () => galleryViewerSlides(albums, viewerOnly, alt),
    [albums, viewerOnly, alt],
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
      aria-label={`Photos of ${alt}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {withPhotos.length > 1 ? (
        <div className="gallery__tabs" role="tablist" aria-label="Albums">
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
              {item.title} <span className="gallery__tab-count">{item.photos.length}</span>
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
            aria-label={`Open photo ${index + 1} of ${count} full screen`}
            onClick={openViewer}
          >
            <img
              key={photo.url}
              className="gallery__main"
              src={photo.url}
              alt={`${alt} — ${album.title}, ${index + 1} of ${count}`}
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
        <ul className="gallery__thumbs" aria-label="Thumbnails">
          {album.photos.map((item, itemIndex) => (
            <li key={item.id}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show photo ${itemIndex + 1}`}
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
