import { PhotoArrows } from './PhotoArrows';
import type { Photo } from '../../domain/listing';
import { LISTING_PLACEHOLDER_IMAGE } from './placeholder';
import { sharedMessages, useMessages } from '@phuket/shared/i18n';

/** Intrinsic size given to every card image so the box is reserved before it loads. */
export const CARD_IMAGE_WIDTH = 640;
export const CARD_IMAGE_HEIGHT = 480;

export interface PhotoCarouselProps {
  photos: readonly Photo[];
  alt: string;
  /** Loading of the first photo; the others are only fetched when shown. */
  loading: 'eager' | 'lazy';
  /** The first photo is likely the page's largest paint: fetched before other images. */
  priority?: boolean;
  index: number;
  onIndexChange: (index: number) => void;
}

/** One photo at a time with arrows and dots; swiping is handled by the card around it. */
export function PhotoCarousel({
  photos,
  alt,
  loading,
  priority = false,
  index,
  onIndexChange,
}: PhotoCarouselProps) {
  const t = useMessages(sharedMessages);
  const count = photos.length;
  const photo = photos[index] ?? photos[0];
  // The first photo of a priority card is the page's largest paint: fetched ahead of other
  // images and decoded with the page, not in a frame after it.
  const paint = (isFirst: boolean) =>
    priority && isFirst ? { fetchPriority: 'high' as const } : { decoding: 'async' as const };

  if (!photo) {
    return (
      <img
        className="listing-card__image"
        src={LISTING_PLACEHOLDER_IMAGE}
        alt=""
        data-placeholder="true"
        width={CARD_IMAGE_WIDTH}
        height={CARD_IMAGE_HEIGHT}
        loading={loading}
        {...paint(true)}
      />
    );
  }

  const src = photo.thumb_url ?? photo.url;
  const step = (delta: number) => onIndexChange((index + delta + count) % count);

  return (
    <>
      <img
        key={src}
        className="listing-card__image"
        src={src}
        alt={count > 1 ? `${alt}, photo ${index + 1} of ${count}` : alt}
        width={CARD_IMAGE_WIDTH}
        height={CARD_IMAGE_HEIGHT}
        loading={index === 0 ? loading : 'eager'}
        {...paint(index === 0)}
      />
      {count > 1 ? (
        <>
          <PhotoArrows block="listing-card" iconWidth={8} iconHeight={12} onStep={step} />
          <div className="listing-card__dots">
            {photos.map((item, dot) => (
              <button
                key={item.id}
                type="button"
                className="listing-card__dot"
                aria-label={t('photos.show', { number: dot + 1, count })}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => onIndexChange(dot)}
              />
            ))}
          </div>
        </>
      ) : null}
    </>
  );
}
