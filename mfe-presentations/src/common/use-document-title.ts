import { useEffect } from 'react';

const SITE_NAME = 'WOW Phuket';

/** Sets the tab title while the page is shown and puts the previous one back afterwards. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = `${title} | ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
