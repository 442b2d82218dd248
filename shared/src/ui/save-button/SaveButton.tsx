import { observer } from 'mobx-react-lite';
import { useStores } from '@phuket/shared/stores';
import { sharedMessages, useMessages } from '@phuket/shared/i18n';
import './save-button.css';

export interface SaveButtonProps {
  listingId: number;
  /** Named in the button's accessible name, e.g. "Save Pool villa in Rawai". */
  title?: string | null;
  /** 'icon' on a card's photo; 'labelled' shows the word beside the heart (property page). */
  variant?: 'icon' | 'labelled';
  className?: string;
}

/**
 * The heart that saves a listing to the visitor's favourites, signed in or not. A
 * toggle button (aria-pressed); its name stays "Save …" in both states, as the pattern asks.
 */
export const SaveButton = observer(function SaveButton({
  listingId,
  title,
  variant = 'icon',
  className,
}: SaveButtonProps) {
  const t = useMessages(sharedMessages);
  const { favourites } = useStores();
  const saved = favourites.has(listingId);
  const label = title ? t('save.named', { title }) : t('save.label');
  return (
    <button
      type="button"
      className={['save-button', `save-button--${variant}`, className].filter(Boolean).join(' ')}
      aria-pressed={saved}
      aria-label={variant === 'icon' ? label : undefined}
      title={variant === 'icon' ? t('save.label') : undefined}
      disabled={!saved && favourites.isFull}
      onClick={() => {
        // A refused change puts the heart back by itself; nothing more to say here.
        favourites.toggle(listingId).catch(() => undefined);
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {/* The name stays "Save" either way: a toggle's state is aria-pressed, not its name. */}
      {variant === 'labelled' ? <span className="save-button__text">{t('save.label')}</span> : null}
    </button>
  );
});
