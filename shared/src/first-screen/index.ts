import { useEffect } from 'react';

/**
 * The first screen the server renders into its HTML (public catalog pages), and the hand-over
 * to the app: the server's HTML stays on screen while the app builds the same page out of
 * sight, from the same API answers, and is swapped for it once that page is ready. So a
 * visitor sees the page as soon as the HTML and its stylesheet arrive, not after every
 * script has run.
 *
 * Shared as one federation singleton: the shell listens, a remote's page says "ready".
 */

/** Element holding the server-rendered page; the app's #root follows it. */
export const FIRST_SCREEN_ID = 'first-screen';
/** `<script type="application/json">` with the API answers the server rendered from. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** API answers keyed by their request (see apiRequestKey in @phuket/shared/api). */
export type FirstScreenResponses = Record<string, unknown>;

let primed: FirstScreenResponses = {};
let ready = false;
const listeners = new Set<() => void>();

/** Makes these answers available to the pages' first render (server: before rendering). */
export function primeFirstScreen(responses: FirstScreenResponses): void {
  primed = responses;
  ready = false;
}

/** The answer the first screen was rendered from, for this exact request; else undefined. */
export function primedResponse<T>(key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(primed, key) ? (primed[key] as T) : undefined;
}

/** Client: reads the server's answers out of the page. True when a first screen is there. */
export function readFirstScreen(doc: Document = document): boolean {
  if (!doc.getElementById(FIRST_SCREEN_ID)) return false;
  const script = doc.getElementById(FIRST_SCREEN_DATA_ID);
  try {
    const parsed: unknown = JSON.parse(script?.textContent ?? '{}');
    const isMap = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
    primeFirstScreen(isMap ? (parsed as FirstScreenResponses) : {});
  } catch {
    // A page without usable data still swaps; the app then fetches what it needs.
    primeFirstScreen({});
  }
  return true;
}

export function isFirstScreenReady(): boolean {
  return ready;
}

/**
 * The page the first screen showed is now rendered by the app (or it failed, or the visitor
 * moved on): the server's HTML can go. Primed answers are dropped, so a later visit to the
 * same page asks the API again.
 */
export function markFirstScreenReady(): void {
  if (ready) return;
  ready = true;
  primed = {};
  for (const listener of [...listeners]) listener();
}

export function onFirstScreenReady(listener: () => void): () => void {
  if (ready) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For a page: says "ready" once what it shows first has rendered (data, error or not found). */
export function useFirstScreenReady(isReady: boolean): void {
  useEffect(() => {
    if (isReady) markFirstScreenReady();
  }, [isReady]);
}
