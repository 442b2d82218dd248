import { mediaUrl } from '@phuket/shared/config';
import { LISTING_PLACEHOLDER_IMAGE } from '@phuket/shared/ui';
import './photo-strip.css';

export interface StripPhoto {
  id: number;
  url: string;
  thumb_url?: string;
}

/**
 * The chosen photos of one listing: a swipeable strip on phones (native scroll snapping, no
 * script), a large first photo and a grid on wide screens and on paper. `eager` loads every
 * photo at once: the PDF is printed from this page and must not wait on lazy images.
 */
export function PhotoStrip({
  photos,
  alt,
  eager,
  priority,
}: {
  photos: readonly StripPhoto[];
  alt: string;
  eager: boolean;
  /** The page's first photo (its largest paint): fetched ahead of the rest. */
  priority?: boolean;
}) {
  if (photos.length === 0) {
    return (
      <div className="photo-strip photo-strip--empty">
        <img src={LISTING_PLACEHOLDER_IMAGE} alt="" width={1200} height={800} />
      </div>
    );
  }
  return (
    // A scrollable list must be reachable by keyboard (arrow keys scroll it once focused).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className="photo-strip" aria-label={`Photos of ${alt}`} tabIndex={0}>
      <ul className="photo-strip__list">
        {photos.map((photo, index) => (
          <li key={photo.id} className="photo-strip__item">
            <img
              src={mediaUrl(index === 0 ? photo.url : (photo.thumb_url ?? photo.url)) ?? photo.url}
              alt={`${alt}, ${index + 1} of ${photos.length}`}
              width={1200}
              height={800}
              loading={eager || index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              fetchPriority={priority && index === 0 ? 'high' : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
