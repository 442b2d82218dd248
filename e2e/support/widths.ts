import { test } from '@playwright/test';
import type { Page } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Runs `check` on the page as loaded at a desktop width, then again after narrowing the same
 * page to a phone's. The layout follows a resize (CSS media queries, and `useMediaQuery` in
 * shared/src/ui, which listens to matchMedia), so a second load per width only repeated the
 * load: the specs that walk every page in every language spent a third of their time on it.
 * A check whose page changes with the width in a way a resize does not replay (a panel
 * opened at one width) loads the page at each width instead.
 *
 * After narrowing, the page is scrolled through once: parts with `content-visibility: auto`
 * (the footer, listing cards) keep the size they remembered at the desktop width until they
 * are next rendered, and until then their links sit outside their own box, so axe met the
 * footer's light text on the page's light background (a state no visitor sees: scrolling
 * renders them, as it does here).
 */
export async function atBothWidths(
  page: Page,
  check: (width: number) => Promise<void>,
): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    if (page.viewportSize()?.width !== size.width) {
      await page.setViewportSize(size);
      await renderEveryPart(page);
    }
    await test.step(`at ${size.width} px`, () => check(size.width));
  }
}

/** Scrolls the page through, a frame per screen, and back to where it was. */
async function renderEveryPart(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const start = window.scrollY;
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, start);
    await frame();
  });
}

/** How far the page is wider than its window (0 when nothing sticks out). */
export function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
