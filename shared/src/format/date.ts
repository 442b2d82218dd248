// One way to print a day across the site ('24 Nov 2026'): English month names, as the rest of
// the site's texts, and no time zone surprises beyond the browser's own.
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '24 Nov 2026' for an ISO time. */
export function formatDay(iso: string): string {
  return DAY_FORMAT.format(new Date(iso));
}
