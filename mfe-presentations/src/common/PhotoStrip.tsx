import { useMediaUrl } from '@phuket/shared/config';
import { LISTING_PLACEHOLDER_IMAGE } from '@phuket/shared/ui';
import { useMessages } from '@phuket/shared/i18n';
import { presentationsMessages } from './messages';
import './photo-strip.css';

export interface StripPhoto {
  id: number;
  url: string;
  thumb_url?: string;
  /** The full photo's width in pixels, when known. */
  width?: number | null;
}

/** Width of the card-size file (`thumb_url`), as the API makes it. */
const CARD_WIDTH = 640;
/** The first photo's width: 88% of a phone's screen (photo-strip.css), else the page column. */
const FIRST_SIZES = '(max-width: 640px) 88vw, 848px';

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
  const mediaUrl = useMediaUrl();
  const t = useMessages(presentationsMessages);
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
    <section className="photo-strip" aria-label={t('photos.label', { title: alt })} tabIndex={0}>
      <ul className="photo-strip__list">
        {photos.map((photo, index) => {
          const full = mediaUrl(photo.url) ?? photo.url;
          const thumb = photo.thumb_url ? (mediaUrl(photo.thumb_url) ?? photo.thumb_url) : null;
          // The large first photo: the card-size file where that is enough (a phone's strip),
          // but never on paper, which is printed at full size.
          const choices =
            index === 0 && thumb && photo.width && !eager
              ? { srcSet: `${thumb} ${CARD_WIDTH}w, ${full} ${photo.width}w`, sizes: FIRST_SIZES }
              : {};
          return (
            <li key={photo.id} className="photo-strip__item">
              <img
                src={index === 0 ? full : (thumb ?? full)}
                {...choices}
                alt={t('photos.alt', { title: alt, number: index + 1, total: photos.length })}
                width={1200}
                height={800}
                // Only the page's first photo is wanted at once: the others wait to be near.
                loading={eager || (priority && index === 0) ? 'eager' : 'lazy'}
                decoding="async"
                fetchPriority={priority && index === 0 ? 'high' : undefined}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
