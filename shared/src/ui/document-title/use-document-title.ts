import { useEffect } from 'react';
import { SITE_NAME } from '../../contract/web';
import { useServerData } from '@phuket/shared/ssr';

/** "{title} | WOW Phuket": the tab title of every page. */
export function documentTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/**
 * Sets the tab title while the page is shown and puts the previous one back afterwards; an
 * empty title (data still loading) leaves the current one. Rendered on the server, the page
 * arrives with the same title in its HTML.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  // A server render has no effects: it hears the title here and writes it into <title>.
  const serverData = useServerData();
  if (title) serverData.noteTitle(documentTitle(title));
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
