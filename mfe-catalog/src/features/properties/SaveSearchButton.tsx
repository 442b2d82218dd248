import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { Currency, FilterState } from '@phuket/shared/domain';
import { useStores } from '@phuket/shared/stores';
import { useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';

// The dialog, its form and the contract's rules load on the first click: the results page
// (server-rendered) and the home page's startup code do not carry them.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog'));

export interface SaveSearchButtonProps {
  filters: FilterState;
  currency: Currency;
  locationName: (id: number) => string | undefined;
}

/**
 * "Save search" on /properties: a signed-in visitor names the search and picks how often it
 * mails; a guest gives an email address to confirm instead, or signs in from the dialog and
 * comes back to this very search.
 */
export const SaveSearchButton = observer(function SaveSearchButton(props: SaveSearchButtonProps) {
  const t = useMessages(catalogMessages);
  const { session } = useStores();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Back to the button once the dialog is gone: while it is open the page behind is inert and
  // cannot take focus.
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary properties-toolbar__save"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('save_search.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            {...props}
            guest={!session.isAuthenticated}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
});
