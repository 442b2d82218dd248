import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside, useDialogFocus } from './dialog-focus';
import { sharedMessages, useMessages } from '@phuket/shared/i18n';
import './modal.css';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel: string;
  busy: boolean;
  /** Red confirm button, for what cannot be undone. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action (delete a listing, a photo, an album). An alert dialog: Tab stays
 * inside, Escape cancels, and Cancel has the first focus, so Enter right after opening does
 * nothing irreversible. Rendered only while the question stands.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useMessages(sharedMessages);
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useDialogFocus(true, cancelRef);

  return createPortal(
    // A pointer may cancel from outside the dialog; the keyboard has Escape and Cancel.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      {/* The dialog's keydown keeps Tab inside it (a focus trap). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className="modal modal--confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            if (!busy) onCancel();
            return;
          }
          keepTabInside(event, dialogRef.current);
        }}
      >
        <h2 id={`${id}-title`} className="modal__title">
          {title}
        </h2>
        <div id={`${id}-text`} className="modal__text">
          {children}
        </div>
        <div className="modal__buttons">
          <button
            ref={cancelRef}
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {t('confirm.cancel')}
          </button>
          <button
            type="button"
            className={danger ? 'button button--danger' : 'button'}
            onClick={() => {
              if (!busy) onConfirm();
            }}
            aria-disabled={busy}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
