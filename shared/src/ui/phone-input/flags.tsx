import { useEffect, useState } from 'react';
import type { CountryCode } from './types';

/** ISO code → the country's flag as SVG markup (country-flag-icons, 3:2). */
export type FlagSet = Readonly<Partial<Record<string, string>>>;

/**
 * Thailand's flag, the default country, inline (about 270 bytes, the package's own SVG), so a
 * form shows it at once without fetching the whole set.
 */
const THAILAND =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 85.333 512 341.333"><path fill="#FFF" d="M0 85.334h512V426.66H0z"/><path fill="#0052B4" d="M0 194.056h512v123.882H0z"/><g fill="#D80027"><path d="M0 85.334h512v54.522H0zM0 372.143h512v54.522H0z"/></g></svg>';

let loading: Promise<FlagSet> | null = null;
let loaded: FlagSet | null = null;

/**
 * Every flag (about 45 KB gzip) in a chunk of its own, fetched the first time a list opens or
 * another country is selected, never with the page that holds the field.
 */
export function loadFlags(): Promise<FlagSet> {
  loading ??= import(/* webpackChunkName: "country-flags" */ 'country-flag-icons/string/3x2').then(
    (flags: FlagSet) => {
      loaded = flags;
      return flags;
    },
    (error: unknown) => {
      // A failed chunk may be retried by the next list that opens.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The flag set once `wanted` (null until it has arrived; a failed load keeps the boxes). */
export function useFlags(wanted: boolean): FlagSet | null {
  const [flags, setFlags] = useState<FlagSet | null>(loaded);
  useEffect(() => {
    if (!wanted || flags) return undefined;
    let active = true;
    loadFlags().then(
      (set) => {
        if (active) setFlags(set);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [wanted, flags]);
  return flags;
}

const urls = new Map<string, string>();

/** The flag as a data: URL, encoded once per country (a list re-renders on every key). */
function flagUrl(code: CountryCode, flags: FlagSet | null): string | undefined {
  const cached = urls.get(code);
  if (cached !== undefined) return cached;
  const svg = flags?.[code] ?? (code === 'TH' ? THAILAND : undefined);
  if (svg === undefined) return undefined;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  urls.set(code, url);
  return url;
}

/**
 * A decorative flag: an <img> of the SVG as a data: URL (allowed by the site's img-src, unlike
 * inline markup with styles), or a neutral box of the same size while the set loads, so rows
 * do not shift when the flags arrive.
 */
export function Flag({ code, flags }: { code: CountryCode | null; flags: FlagSet | null }) {
  const src = code === null ? undefined : flagUrl(code, flags);
  if (src === undefined) {
    return <span className="phone-input__flag phone-input__flag--empty" aria-hidden="true" />;
  }
  return (
    <img className="phone-input__flag" src={src} alt="" width={24} height={16} decoding="async" />
  );
}
