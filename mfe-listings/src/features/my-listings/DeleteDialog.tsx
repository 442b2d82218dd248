import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled])';

export interface DeleteDialogProps {
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a listing is deleted. A modal dialog: Tab stays inside, Escape cancels, and
 * focus goes back to what opened it (the page moves it elsewhere when the row is gone).
 * Cancel has the first focus, so Enter right after opening deletes nothing.
 */
export function DeleteDialog({ title, busy, onConfirm, onCancel }: DeleteDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    cancelRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // A pointer may cancel from outside the dialog; the keyboard has Escape and Cancel.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="my-listings__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      {/* The dialog's keydown keeps Tab inside it (a focus trap). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className="my-listings__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className="my-listings__dialog-title">
          Delete this listing?
        </h2>
        <p id={`${id}-text`} className="my-listings__dialog-text">
          “{title}” and its photos, video and documents will be removed for good. This cannot be
          undone.
        </p>
        <div className="my-listings__dialog-buttons">
          <button
            ref={cancelRef}
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            Cancel
          </button>
          <button
            type="button"
            className="button my-listings__danger"
            onClick={onConfirm}
            aria-disabled={busy}
          >
            {busy ? 'Deleting…' : 'Delete listing'}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
