import { useEffect, useRef } from 'react';
import { useLocation } from '@phuket/shared/router';

/** How long a new page may take to show its heading (its area's code, then its data). */
const HEADING_WINDOW_MS = 10_000;

/**
 * After a page change inside the site, focus goes to the new page's h1 (made focusable, never a
 * Tab stop), so a keyboard user goes on from the page rather than from the link they left,
 * and a screen reader reads the name of the page it arrived on. Until the heading arrives the
 * page's main region holds the focus.
 *
 * Not on the document's first load (the browser starts there itself), and not when only the
 * query changes: filters and sorting on /properties or a database list rewrite the search of
 * the same page, and taking the focus out of the control just used would lose the visitor's
 * place. Focus never scrolls: where the page stands is the scroll restoration's call.
 */
export function useFocusOnNavigation(mainId: string): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    main.focus({ preventScroll: true });

    const focusHeading = (): boolean => {
      // The visitor has gone on (typed in a field, tabbed to a link): leave the focus there.
      const active = document.activeElement;
      if (active !== main && active !== document.body && active !== null) return true;
      const heading = main.querySelector('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WINDOW_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}
