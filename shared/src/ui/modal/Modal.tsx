import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside, useDialogFocus } from './dialog-focus';
import { msgId, sharedMessages, useMessages } from '@phuket/shared/i18n';
import './modal.css';

export type ModalType = 'subscribe' | 'settings' | 'notifications';

/** MODAL_TEXTS's messages in the shared catalog. */
const MODAL_TEXT_IDS: Record<ModalType, { title: string; text: string }> = {
  subscribe: { title: msgId('modal.subscribe_title'), text: msgId('modal.subscribe_text') },
  settings: { title: msgId('modal.settings_title'), text: msgId('modal.settings_text') },
  notifications: {
    title: msgId('modal.notifications_title'),
    text: msgId('modal.notifications_text'),
  },
};

export const MODAL_TEXTS: Record<ModalType, { title: string; text: string }> = {
  subscribe: {
    title: 'Thank you for subscribing!',
    text: 'You will now receive property deals, exclusive listings and insights. No spam, we promise.',
  },
  settings: {
    title: 'Settings saved',
    text: 'Your account settings have been updated successfully.',
  },
  notifications: {
    title: 'Notifications updated',
    text: 'Your notification preferences have been saved.',
  },
};

export interface ModalProps {
  open: boolean;
  type: ModalType;
  onClose: () => void;
  /** Overrides the type's default title. */
  title?: string;
  /** Replaces the type's default text. */
  children?: ReactNode;
  closeLabel?: string;
  /**
   * Where focus goes on close. By default, where it was on open; a form whose submit button
   * was disabled while sending had lost focus to the page by then, so it names its field.
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** Success dialog (docs/product-rules.md §4). Rendered into document.body so no parent's overflow clips it. */
export function Modal({
  open,
  type,
  onClose,
  title,
  children,
  closeLabel,
  returnFocus,
}: ModalProps) {
  const t = useMessages(sharedMessages);
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useDialogFocus(open, closeRef, returnFocus);

  if (!open) return null;
  const texts = MODAL_TEXT_IDS[type];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    keepTabInside(event, dialogRef.current);
  };

  return createPortal(
    // A pointer may close the dialog from outside it; the keyboard has Escape and Close.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* The dialog's keydown keeps Tab inside it (a focus trap). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className={`modal modal--${type}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onKeyDown={onKeyDown}
      >
        <div className="modal__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <path
              d="m5 12.5 4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <h2 id={`${id}-title`} className="modal__title">
          {title ?? t(texts.title)}
        </h2>
        <div id={`${id}-text`} className="modal__text">
          {children ?? <p>{t(texts.text)}</p>}
        </div>
        <button ref={closeRef} type="button" className="button modal__close" onClick={onClose}>
          {closeLabel ?? t('modal.close')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
