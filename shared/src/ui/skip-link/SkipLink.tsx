import type { MouseEvent } from 'react';

/** The page's main landmark (`<main id>`): the skip link's target on every page of the site. */
export const MAIN_ID = 'main-content';

/**
 * Moves focus into the page instead of following the fragment: a fragment navigation would be
 * a history entry, which the router and the scroll restoration would treat as a new page.
 * Before hydration the plain link does the same job.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

/**
 * The first Tab stop of a page (WCAG 2.4.1), out of sight until focused (theme.css): to the
 * page's `<main id={MAIN_ID} tabIndex={-1}>`.
 */
export function SkipLink({ label }: { label: string }) {
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToContent}>
      {label}
    </a>
  );
}
