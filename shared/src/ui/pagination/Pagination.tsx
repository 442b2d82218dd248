import type { PageMeta } from '../../domain/common';
import { sharedMessages, useMessages } from '@phuket/shared/i18n';
import './pagination.css';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * First, last, and `siblings` pages either side of the current one; a gap of a single page is
 * shown as that page because an ellipsis would take the same room.
 */
export function pageItems(current: number, last: number, siblings = 1): PageItem[] {
  if (last <= 1) return last === 1 ? [1] : [];
  const page = Math.min(Math.max(current, 1), last);
  const from = Math.max(2, page - siblings);
  const to = Math.min(last - 1, page + siblings);
  const items: PageItem[] = [1];
  if (from === 3) items.push(2);
  else if (from > 3) items.push('ellipsis-start');
  for (let number = from; number <= to; number += 1) items.push(number);
  if (to === last - 2) items.push(last - 1);
  else if (to < last - 2) items.push('ellipsis-end');
  items.push(last);
  return items;
}

export interface PaginationProps {
  meta: Pick<PageMeta, 'current_page' | 'last_page'>;
  onPageChange: (page: number) => void;
  siblings?: number;
  label?: string;
}

export function Pagination({ meta, onPageChange, siblings = 1, label }: PaginationProps) {
  const t = useMessages(sharedMessages);
  const { current_page: current, last_page: last } = meta;
  if (last <= 1) return null;
  const go = (page: number) => {
    if (page !== current && page >= 1 && page <= last) onPageChange(page);
  };
  return (
    <nav className="pagination" aria-label={label ?? t('pagination.label')}>
      <button
        type="button"
        className="pagination__step"
        aria-label={t('pagination.previous')}
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        <svg viewBox="0 0 8 12" width="8" height="12" aria-hidden="true">
          <path d="M6.5 1 1.5 6l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul className="pagination__pages">
        {pageItems(current, last, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__step"
        aria-label={t('pagination.next')}
        disabled={current >= last}
        onClick={() => go(current + 1)}
      >
        <svg viewBox="0 0 8 12" width="8" height="12" aria-hidden="true">
          <path d="m1.5 1 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
    </nav>
  );
}
