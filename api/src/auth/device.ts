/** Longest User-Agent kept with a token (the column's width). */
export const USER_AGENT_MAX = 255;

/**
 * The User-Agent as stored: control characters (NUL would make PostgreSQL fail the insert)
 * become spaces, then cut to the column's width. Null when there is nothing to keep.
 */
export function storedUserAgent(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const cleaned = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return cleaned === '' ? null : cleaned.slice(0, USER_AGENT_MAX);
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says
// "Safari", and iOS browsers say "Mobile Safari" beside their own token.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPad\b/, 'iPad'],
  [/\biPhone\b/, 'iPhone'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

function firstMatch(userAgent: string, table: readonly [RegExp, string][]): string | null {
  for (const [pattern, name] of table) if (pattern.test(userAgent)) return name;
  return null;
}

/**
 * "Chrome on Linux", "Safari on iPhone": enough for a person to recognise a session, without
 * a parsing library. Versions are left out on purpose (they change under a live session).
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Browser on ${system}`;
  return 'Unknown device';
}
