import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@phuket/shared/router';

const STORAGE_KEY = 'scroll-positions';
/** How long a restore waits for the page (remote, data) to grow tall enough. */
const RESTORE_WINDOW_MS = 1500;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const positions = readPositions();

function savePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: positions still work for this page's lifetime.
  }
}

/**
 * SPEC §2: navigation scrolls to top unless returning to a saved position. Back/forward (POP)
 * restores where the visitor was; a reload keeps positions through sessionStorage. The page
 * arrives in pieces (a remote, then its data), so a restore keeps trying while it grows.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions[location.key] = window.scrollY;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', savePositions);
      savePositions();
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = positions[location.key];
    if (navigationType !== 'POP' || saved === undefined) {
      window.scrollTo(0, 0);
      return;
    }
    const until = Date.now() + RESTORE_WINDOW_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) > 1 && Date.now() < until) {
        frame = requestAnimationFrame(restore);
      }
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [location.key, navigationType]);
}
