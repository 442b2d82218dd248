import { isSupportedCountry } from './phone-lib';
import type { CountryCode } from './types';

/** Used when the lookup is not configured, fails, times out or answers garbage. */
export const FALLBACK_COUNTRY: CountryCode = 'TH';

/** A slow lookup must not keep a wrong placeholder around for long; the user can pick anyway. */
export const IP_LOOKUP_TIMEOUT_MS = 3000;

const REPLY_PATTERN = /^1;([A-Za-z]{2})(?:;|$)/;

/**
 * docs/product-rules.md §7: the lookup service answers text like '1;TH;THA;Thailand'; the leading '1' means
 * success. Anything else (error status '0;…', HTML error pages, unknown codes) is rejected.
 */
export function parseIpLookupReply(text: string): CountryCode | null {
  const match = REPLY_PATTERN.exec(text.trim());
  const code = match?.[1]?.toUpperCase();
  return code !== undefined && isSupportedCountry(code) ? code : null;
}

async function fetchCountry(url: string, timeoutMs: number): Promise<CountryCode> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) return FALLBACK_COUNTRY;
    return parseIpLookupReply(await response.text()) ?? FALLBACK_COUNTRY;
  } catch {
    return FALLBACK_COUNTRY;
  } finally {
    clearTimeout(timer);
  }
}

// One request per page load: every phone field on the page (and every re-mount) shares it.
const cache = new Map<string, Promise<CountryCode>>();

/** The visitor's country by IP, or Thailand; never rejects. */
export function lookupCountryByIp(
  url: string | null | undefined,
  timeoutMs: number = IP_LOOKUP_TIMEOUT_MS,
): Promise<CountryCode> {
  if (!url) return Promise.resolve(FALLBACK_COUNTRY);
  let pending = cache.get(url);
  if (!pending) {
    pending = fetchCountry(url, timeoutMs);
    cache.set(url, pending);
  }
  return pending;
}

/** Tests only: forget the cached lookup so the next call fetches again. */
export function resetIpLookupCache(): void {
  cache.clear();
}
