import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { DEMO_PASSWORD, demoUsers } from '../support/accounts';
import { apiGet } from './catalog-support';
import type { ApiCard, ApiPage } from './catalog-support';

// WCAG 2.4.11 Focus Not Obscured: a control reached with Tab is never wholly hidden under the
// page's own fixed or sticky bars (the sticky header, the phones' contact bars). Walked at
// 320 × 256 CSS px, the window of a 1280 × 1024 screen at 400 % zoom, where the header and the
// contact bar leave half the height, and at 640 × 512 (200 %).

const SIZES = [
  { width: 320, height: 256 },
  { width: 640, height: 512 },
];

interface Stop {
  /** What a person would call it: its label, text or name. */
  name: string;
  /** Wholly covered: no point of its box on screen shows it rather than a fixed or sticky bar. */
  hidden: boolean;
  /** Its place, to tell one stop from the next. */
  key: string;
}

/**
 * Where focus is, and whether anything fixed or sticky covers every point of it. Points are
 * sampled on a 5 × 5 grid over the part of its box inside the window; a point counts as shown
 * when the topmost element there is the focused one (or inside it), or anything that is not
 * a fixed or sticky bar (a label over its own visually hidden input, say). A box with no part
 * inside the window counts as hidden: scrolling it into view is the browser's part of 2.4.11.
 */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement) {
      return null;
    }
    const inBar = (element: Element | null): boolean => {
      for (let node = element; node && node !== focused; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return !node.contains(focused);
      }
      return false;
    };
    const box = focused.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    let shown = 0;
    if (right > left && bottom > top) {
      for (let column = 0; column < 5; column += 1) {
        for (let row = 0; row < 5; row += 1) {
          const x = left + ((right - left) * (column + 0.5)) / 5;
          const y = top + ((bottom - top) * (row + 0.5)) / 5;
          if (!inBar(document.elementFromPoint(x, y))) shown += 1;
        }
      }
    }
    const name =
      focused.getAttribute('aria-label') ??
      (focused as HTMLElement).innerText?.trim().split('\n')[0] ??
      '';
    const label =
      focused instanceof HTMLInputElement ||
      focused instanceof HTMLSelectElement ||
      focused instanceof HTMLTextAreaElement
        ? (focused.labels?.[0]?.innerText.trim() ?? focused.name)
        : '';
    const path: string[] = [];
    for (let node: Element | null = focused; node; node = node.parentElement) {
      path.unshift(
        `${node.tagName}${Array.from(node.parentElement?.children ?? []).indexOf(node)}`,
      );
    }
    return {
      name: `${focused.tagName.toLowerCase()} “${(label || name).slice(0, 60)}”`,
      hidden: shown === 0,
      key: path.join('/'),
    };
  });
}

/**
 * Tabs from the top of the page until focus comes back round (or leaves the page), checking
 * each stop as it is reached: the stops that were wholly hidden, and how many there were.
 */
async function tabThrough(page: Page): Promise<{ stops: number; hidden: string[] }> {
  const keys = new Set<string>();
  const hidden: string[] = [];
  // Far more than any page here has: a guard against a focus trap, not a count.
  for (let press = 0; press < 300; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop || keys.has(stop.key)) break;
    keys.add(stop.key);
    if (stop.hidden) hidden.push(stop.name);
  }
  return { stops: keys.size, hidden };
}

async function propertyId(request: APIRequestContext): Promise<number> {
  const list = await apiGet<ApiPage<ApiCard>>(request, '/properties', { per_page: 1, page: 1 });
  const item = list.data[0];
  if (!item) throw new Error('demo listings expected');
  return item.id;
}

/** A public presentation of the demo broker's (chat and call in its contact bar). */
async function presentationSlug(request: APIRequestContext, listing: number): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: demoUsers.broker.email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/presentations', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Focus walk ${Date.now()}`,
      client_name: 'Keyboard Client',
      intro: 'A home to look at with the keyboard alone.',
      items: [{ listing_id: listing }],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { slug: string }).slug;
}

for (const size of SIZES) {
  test.describe(`at ${size.width} × ${size.height}`, () => {
    test.use({ viewport: size });

    test('no focus stop of a property page is hidden under the header or the contact bar', async ({
      page,
    }) => {
      await page.goto(`/properties/${await propertyId(page.request)}`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const walk = await tabThrough(page);
      // The page's controls were all reached: its header, gallery, form, footer and bar.
      expect(walk.stops).toBeGreaterThan(40);
      expect(walk.hidden).toEqual([]);
    });

    test('no focus stop of a public presentation is hidden under its contact bar', async ({
      page,
    }) => {
      const listing = await propertyId(page.request);
      await page.goto(`/presentation/${await presentationSlug(page.request, listing)}`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const walk = await tabThrough(page);
      expect(walk.stops).toBeGreaterThan(8);
      expect(walk.hidden).toEqual([]);
    });
  });
}
