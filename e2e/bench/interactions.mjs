// The responsiveness of what a buyer does first on the two pages they land on most, at a CPU
// 4x slower than this machine's (Chrome's own throttling, as Lighthouse's mobile model): the
// longest event of each click as Chrome reports it for INP (Event Timing: input delay,
// handlers and the next paint), right after the page is interactive and again once it is
// idle. A card's next-photo arrow on /properties, the gallery and the Enquire button on a
// property page (a phone's width, where the contact bar shows; the card at a desktop's, where a
// mouse reveals the arrows). Nothing passes or fails.
// Usage: node interactions.mjs <base-url>
import { chromium } from '@playwright/test';

const base = process.argv[2];
const runs = Math.max(1, Number(process.env.INTERACTION_RUNS ?? 3));
const list = await (await fetch(`${base}/api/properties?per_page=1`)).json();
const propertyId = list.data?.[0]?.id;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/** The longest Event Timing entry (any type) since `since`, in ms. */
async function longestEventSince(page, since) {
  await page.waitForTimeout(300);
  return page.evaluate(
    (from) =>
      Math.max(0, ...globalThis.__events.filter((e) => e.startTime >= from).map((e) => e.duration)),
    since,
  );
}

/** Opens `path`, clicks `target` as soon as the page is interactive, then again once idle. */
async function measure(path, target, width) {
  const soon = [];
  const idle = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext({
      viewport: { width, height: 844 },
      isMobile: width < 768,
      hasTouch: width < 768,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      globalThis.__events = [];
      new PerformanceObserver((entries) => {
        for (const e of entries.getEntries())
          globalThis.__events.push({ startTime: e.startTime, duration: e.duration });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    await page.goto(`${base}${path}`);
    await page.waitForFunction(
      () => globalThis.document.documentElement.dataset.hydrated === 'true',
    );
    // A card's arrows show on hover (a pointer), as a person's mouse would reveal them.
    await target(page).hover({ force: true });
    let at = await page.evaluate(() => performance.now());
    await target(page).click();
    soon.push(await longestEventSince(page, at));
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await target(page).hover({ force: true });
    at = await page.evaluate(() => performance.now());
    await target(page).click();
    idle.push(await longestEventSince(page, at));
    await context.close();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  return { soon: median(soon), idle: median(idle), all: soon };
}

const rows = [
  [
    "/properties, a card's next-photo arrow",
    '/properties',
    (page) => page.locator('.listing-card__arrow--next').first(),
    1280,
  ],
  ...(propertyId
    ? [
        [
          'property page, the gallery',
          `/properties/${propertyId}`,
          (page) => page.locator('.gallery__open').first(),
          390,
        ],
        [
          'property page, Enquire',
          `/properties/${propertyId}`,
          (page) => page.locator('.contact-bar__item--primary'),
          390,
        ],
      ]
    : []),
];
try {
  for (const [label, path, target, width] of rows) {
    const { soon, idle, all } = await measure(path, target, width);
    console.log(
      `${label.padEnd(40)} longest event: ${Math.round(soon)} ms when interactive ` +
        `(runs ${all.map(Math.round).join(', ')}), ${Math.round(idle)} ms once idle`,
    );
  }
} finally {
  await browser.close();
}
