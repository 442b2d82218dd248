// One way to print a day across the site ('24 Nov 2026'): English month names, as the rest of
// the site's texts, and no time zone surprises beyond the browser's own.
let dayFormat: Intl.DateTimeFormat | null = null;

/** '24 Nov 2026' for an ISO time. */
export function formatDay(iso: string): string {
  // Made on first use: building a DateTimeFormat loads locale data, tens of milliseconds on a
  // slow phone, and most pages that import the formats never print a day.
  dayFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return dayFormat.format(new Date(iso));
}
