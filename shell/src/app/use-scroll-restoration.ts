import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from '@phuket/shared/router';

const STORAGE_KEY = 'scroll-positions';
/** How long a restore waits for the page (remote, data) to grow tall enough. */
const RESTORE_WINDOW_MS = 8000;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const positions = readPositions();

/**
 * The history entry whose scroll position is being recorded. Null while a page is settling
 * its own position: the scroll events that scrollTo and clamping fire arrive a frame later and
 * must not overwrite the position of the entry just left.
 */
let recording: string | null = null;

function record(): void {
  if (recording !== null) positions[recording] = window.scrollY;
}

function savePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: positions still work for this page's lifetime.
  }
}

/** Starts recording for `key` after the scroll events already queued have been dispatched. */
function recordFromNextFrame(key: string): () => void {
  const frame = requestAnimationFrame(() => {
    recording = key;
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * A new page with a `#fragment` (a link to /about-us#team, or such an address typed) opens at
 * that element, once it is there: the browser only finds elements the server sent, and most
 * pages arrive later. Given up when the visitor scrolls first or the window runs out.
 */
function scrollToHash(hash: string): () => void {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return () => undefined;
  }
  const reach = (): boolean => {
    const target = id ? document.getElementById(id) : null;
    target?.scrollIntoView({ block: 'start' });
    return target !== null;
  };
  if (reach()) return () => undefined;
  const userScrolls = ['wheel', 'touchstart', 'keydown'] as const;
  const observer = new MutationObserver(() => {
    if (reach()) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WINDOW_MS);
  function stop(): void {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of userScrolls) window.removeEventListener(type, stop);
  }
  for (const type of userScrolls) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * docs/product-rules.md §2: navigation scrolls to top (or to its #fragment) unless returning to a saved
 * position. Back/forward (POP) restores where the visitor was; a reload keeps positions
 * through sessionStorage. The page
 * arrives in pieces (a remote, then its data), so a restore retries as the page grows.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  useLayoutEffect(() => {
    recording = null;
    const saved = positions[location.key];
    const pageLoad = firstRender.current && navigationType === NavigationType.Pop;
    firstRender.current = false;
    if (navigationType !== NavigationType.Pop || saved === undefined) {
      // The page's own load is no navigation: a server-rendered page the visitor has already
      // scrolled before hydration stays where they put it.
      if (!pageLoad) window.scrollTo(0, 0);
      const stopHash = location.hash ? scrollToHash(location.hash) : () => undefined;
      const stopRecordingStart = recordFromNextFrame(location.key);
      return () => {
        stopHash();
        stopRecordingStart();
      };
    }
    // Try again whenever the page changes size, until the position is reached, the visitor
    // scrolls themselves, or the window runs out.
    let settled = false;
    let stopRecordingStart: () => void = () => undefined;
    const observer = new ResizeObserver(() => attempt());
    const userScrolls = ['wheel', 'touchstart', 'keydown'] as const;
    const settle = () => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of userScrolls) window.removeEventListener(type, settle);
      stopRecordingStart = recordFromNextFrame(location.key);
    };
    const attempt = () => {
      if (settled) return;
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) <= 1) settle();
    };
    const timer = window.setTimeout(settle, RESTORE_WINDOW_MS);
    for (const type of userScrolls) window.addEventListener(type, settle, { passive: true });
    observer.observe(document.body);
    attempt();
    return () => {
      settle();
      stopRecordingStart();
    };
  }, [location.key, location.hash, navigationType]);
}
