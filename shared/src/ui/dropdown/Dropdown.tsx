import type { ReactNode } from 'react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { dropdownCoordinator, useIsDropdownOpen } from './dropdown-coordinator';
import './dropdown.css';
import { sharedMessages, useMessages } from '@phuket/shared/i18n';

export interface DropdownProps<T> {
  /** Name of the filter, always shown on the trigger. */
  label: string;
  /** Current selection in words ('2 – 5M'); omitted when nothing is selected. */
  summary?: string;
  /** Applied value; the panel edits a draft copy of it. */
  value: T;
  /** What Reset puts into the draft. */
  emptyValue: T;
  onApply: (next: T) => void;
  children: (draft: T, setDraft: (next: T) => void) => ReactNode;
  /** Highlights the trigger when the filter is in use. */
  active?: boolean;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  applyLabel?: string;
  resetLabel?: string;
  className?: string;
}

/** Trigger + panel with Apply and Reset. Only one dropdown on the page is open at a time. */
export function Dropdown<T>({
  label,
  summary,
  value,
  emptyValue,
  onApply,
  children,
  active = false,
  align = 'start',
  applyLabel,
  resetLabel,
  className,
}: DropdownProps<T>) {
  const t = useMessages(sharedMessages);
  const id = useId();
  const panelId = `${id}-panel`;
  const open = useIsDropdownOpen(id);
  const [draft, setDraft] = useState<T>(value);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // A panel lined up with a trigger near the edge ran past the viewport (44 px at 1280 px:
  // Apply clipped, the page scrolling sideways); it moves back in before it is painted. Set
  // on the element: a measurement, not state (the panel is built anew each time it opens).
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const margin = 8;
    const viewport = document.documentElement.clientWidth;
    if (viewport <= 0) return;
    const rect = panel.getBoundingClientRect();
    let shift = 0;
    if (rect.right > viewport - margin) shift = rect.right - (viewport - margin);
    if (rect.left - shift < margin) shift = Math.max(0, rect.left - margin);
    panel.style.translate = shift === 0 ? '' : `${-shift}px 0`;
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      const root = rootRef.current;
      if (!root || (event.target instanceof Node && root.contains(event.target))) return;
      if (dropdownCoordinator.isDragging()) return;
      dropdownCoordinator.close(id);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dropdownCoordinator.close(id);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, id]);

  // A dropdown that unmounts while open (screen resize moves it) must not keep the page lock.
  useEffect(() => () => dropdownCoordinator.close(id), [id]);

  const toggle = () => {
    if (open) {
      dropdownCoordinator.close(id);
      return;
    }
    setDraft(value);
    dropdownCoordinator.open(id);
  };

  const apply = () => {
    onApply(draft);
    dropdownCoordinator.close(id);
    triggerRef.current?.focus();
  };

  const classes = ['dropdown', `dropdown--${align}`, open && 'dropdown--open', className]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={`dropdown__trigger${active ? ' dropdown__trigger--active' : ''}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <span className="dropdown__label">{label}</span>
        {summary ? <span className="dropdown__summary">{summary}</span> : null}
        <svg
          className="dropdown__chevron"
          viewBox="0 0 12 8"
          width="12"
          height="8"
          aria-hidden="true"
        >
          <path d="M1 1.5 6 6.5l5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {open ? (
        <div
          id={panelId}
          ref={panelRef}
          className="dropdown__panel"
          role="dialog"
          aria-label={label}
        >
          <div className="dropdown__content">{children(draft, setDraft)}</div>
          <div className="dropdown__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDraft(emptyValue)}
            >
              {resetLabel ?? t('dropdown.reset')}
            </button>
            <button type="button" className="button" onClick={apply}>
              {applyLabel ?? t('dropdown.apply')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
