import type { Config } from '../env';

/** `main.3f9a1c0b.js`, `412.a1b2c3d4e5f6.css`: the content hash makes the URL immutable. */
const HASHED_FILE =
  /\.[0-9a-f]{8,}\.(?:m?js|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|eot|json|txt|wasm)$/i;

/** Cache policy for a site path; null = leave as is. */
export function cacheControlFor(pathname: string): string {
  const file = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (HASHED_FILE.test(file)) return 'public, max-age=31536000, immutable';
  // Entry points (index.html, remoteEntry.js, mf-manifest.json, config.json) and every
  // other unhashed file must be revalidated, or a redeploy of one remote is not seen.
  return 'no-cache';
}

/** File extensions that are assets: a missing one is a 404, never the SPA's index.html. */
export const ASSET_EXTENSION =
  /\.(?:m?js|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|eot|json|txt|wasm|xml)$/i;

function absoluteOrigin(value: string | null): string | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    // A relative URL ("/remotes/…") is same-origin: covered by 'self'.
    return null;
  }
}

const MAPS_SCRIPT = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
const MAPS_IMAGES = [
  ...MAPS_SCRIPT,
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
];

/** Content-Security-Policy directives for helmet: 'self' plus every configured remote origin. */
export function cspDirectives(config: Config): Record<string, string[] | null> {
  const remoteOrigins = [
    ...new Set(
      Object.values(config.remotes)
        .map(absoluteOrigin)
        .filter((o): o is string => o !== null),
    ),
  ];
  const mediaOrigin = absoluteOrigin(config.publicMediaPrefix);
  const ipLookupOrigin = absoluteOrigin(config.ipLookupUrl);
  const extra = (...list: (string | null)[]) => list.filter((o): o is string => o !== null);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...MAPS_SCRIPT],
    // No 'unsafe-inline': production builds ship CSS as files (<link>, allowed by origin), and
    // an HTML page's own <style> carries the nonce of its answer (csp.ts). Style props React
    // sets in the browser go through the CSSOM, which CSP does not govern; server-rendered
    // HTML has no style attributes (they would be blocked).
    'style-src': ["'self'", ...remoteOrigins, 'https://fonts.googleapis.com'],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...remoteOrigins,
      ...MAPS_IMAGES,
      ...extra(mediaOrigin),
    ],
    'font-src': ["'self'", 'data:', ...remoteOrigins, 'https://fonts.gstatic.com'],
    'connect-src': [
      "'self'",
      ...remoteOrigins,
      ...MAPS_IMAGES,
      ...extra(ipLookupOrigin, mediaOrigin),
    ],
    'media-src': ["'self'", 'blob:', ...extra(mediaOrigin)],
    'worker-src': ["'self'", 'blob:'],
    // Browsers would rewrite http:// sub-resources to https:// even on a plain-http local
    // try-out; a production deployment terminates TLS in front and keeps HSTS.
    'upgrade-insecure-requests': config.isProduction ? [] : null,
  };
}
