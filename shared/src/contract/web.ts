// Names the server and the browser must spell alike outside any request body.

/** The site's name: in every tab title, link preview and email. */
export const SITE_NAME = 'WOW Phuket';

/** The remotes of ARCHITECTURE.md; the key is also the folder and the runtime-config key. */
export const REMOTE_NAMES = [
  'mfe-catalog',
  'mfe-account',
  'mfe-listings',
  'mfe-database',
  'mfe-presentations',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Cookies the browser writes for the server-rendered pages: the chosen currency and a
 * "signed in" hint (the token itself stays in localStorage).
 */
export const CURRENCY_COOKIE = 'currency';
export const SIGNED_IN_COOKIE = 'signed_in';
