import { useEffect } from 'react';
import { SITE_NAME } from '../../contract/web';

/** "{title} | WOW Phuket": the tab title of every page. */
export function documentTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/**
 * Sets the tab title while the page is shown and puts the previous one back afterwards; an
 * empty title (data still loading) leaves the current one.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
