import { sharedMessages, useMessages } from '@phuket/shared/i18n';

/**
 * Previous / next buttons over a photo, for the card carousel and the property gallery: one
 * markup and one set of labels; each caller styles them under its own block name.
 */
export function PhotoArrows({
  block,
  iconWidth,
  iconHeight,
  onStep,
}: {
  /** BEM block: buttons get `${block}__arrow` and `${block}__arrow--prev|next`. */
  block: string;
  iconWidth: number;
  iconHeight: number;
  onStep: (delta: -1 | 1) => void;
}) {
  const t = useMessages(sharedMessages);
  const arrows = [
    { delta: -1, modifier: 'prev', label: t('photos.previous'), path: 'M6.5 1 1.5 6l5 5' },
    { delta: 1, modifier: 'next', label: t('photos.next'), path: 'm1.5 1 5 5-5 5' },
  ] as const;
  return (
    <>
      {arrows.map((arrow) => (
        <button
          key={arrow.modifier}
          type="button"
          className={`${block}__arrow ${block}__arrow--${arrow.modifier}`}
          aria-label={arrow.label}
          onClick={() => onStep(arrow.delta)}
        >
          <svg viewBox="0 0 8 12" width={iconWidth} height={iconHeight} aria-hidden="true">
            <path d={arrow.path} fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ))}
    </>
  );
}
