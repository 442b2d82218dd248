// A visitor's main journey, the same in every engine: search from the home page, open a
// property and its photo viewer, switch the currency, leave the home page while an area is
// still loading, and sign in. Each step ends with a screenshot and a check that no console
// error, uncaught error or failed request happened since the previous one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, label, role, text, within } from './page-queries.mjs';

const DEMO_BUYER = 'buyer@example.com';
const DEMO_PASSWORD = 'Phuket-demo-2024';

/** Hang guard, not a speed check: a loaded 2-core machine may take seconds per page. */
const PATIENCE_MS = 30_000;

const search = role('search', 'Property search');
const footer = role('contentinfo');
const header = role('banner');

export class StepFailure extends Error {}

/** Waits until `check()` returns something truthy, and returns it. */
async function waitUntil(check, what) {
  const deadline = Date.now() + PATIENCE_MS;
  let last;
  for (;;) {
    try {
      const result = await check();
      if (result) return result;
      last = undefined;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new StepFailure(
        `${what}: not after ${PATIENCE_MS / 1000} s${last ? ` (${last.message})` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The journey's view of a browser: the adapter's few actions, waiting for what they need. */
function visitor(browser) {
  const find = (query) => waitUntil(() => browser.find(query), `no ${describe(query)}`);
  // In the middle of the window, clear of the sticky header that a driver's own scrolling
  // leaves some elements under.
  const inView = async (query) => {
    const element = await find(query);
    await browser.evaluate((target) => target.scrollIntoView({ block: 'center' }), element);
    return element;
  };
  return {
    find,
    async click(query) {
      await browser.click(await inView(query));
    },
    async type(query, value) {
      await browser.type(await inView(query), value);
    },
    async select(query, value) {
      await browser.select(await inView(query), value);
    },
    async gone(query) {
      await waitUntil(async () => !(await browser.find(query)), `${describe(query)} still shown`);
    },
    async textOf(query) {
      return browser.evaluate((element) => element.textContent.trim(), await find(query));
    },
    async atUrl(pattern) {
      await waitUntil(
        async () => pattern.test(await browser.url()),
        `the address is not ${pattern}`,
      );
    },
    /** The app handles input: hydrated, or its first client render committed. */
    async ready() {
      await waitUntil(
        () =>
          browser.evaluate(() => globalThis.document.documentElement.dataset.hydrated === 'true'),
        'the app did not start',
      );
    },
  };
}

/**
 * The steps. Each gets the visitor, the raw browser, the door it goes through and what earlier
 * steps kept (`memo`).
 */
const STEPS = [
  {
    name: 'home',
    async run({ page, browser }) {
      await browser.goto('/');
      await page.ready();
      await page.find(role('heading', 'Get the WOW Experience of Phuket Real Estate'));
    },
  },
  {
    name: 'hero-search',
    async run({ page }) {
      await page.click(within(search, text('Rent')));
      await page.click(within(search, role('button', 'Property Type')));
      await page.click(text('Villa'));
      await page.click(role('button', 'Apply'));
      await page.click(within(search, role('button', 'Get WOW')));
      await page.atUrl(/\/properties\?offer_type=Rent&property_type=Villa$/);
      await page.find(role('heading', 'for rent', { exact: false }));
      await page.find(within(role('article'), role('heading')));
    },
  },
  {
    name: 'property-page',
    async run({ page, memo }) {
      const title = within(within(role('article'), role('heading')), role('link'));
      memo.title = await page.textOf(title);
      await page.click(title);
      await page.atUrl(/\/properties\/\d+$/);
      await page.find(role('heading', memo.title));
    },
  },
  {
    name: 'gallery-open',
    async run({ page, memo }) {
      await page.click(
        within(
          role('region', `Photos of ${memo.title}`),
          role('button', 'full screen', { exact: false }),
        ),
      );
      await page.find(role('dialog'));
    },
  },
  {
    name: 'gallery-closed',
    async run({ page }) {
      await page.click(within(role('dialog'), role('button', 'Close the photo viewer')));
      await page.gone(role('dialog'));
    },
  },
  {
    // page.select leaves the select in the middle of the screenshot: WebKit once drew it as
    // white text on its light native box.
    name: 'currency-usd',
    async run({ page, browser }) {
      const currency = within(footer, label('Currency'));
      await page.select(currency, 'USD');
      await waitUntil(
        () =>
          browser.evaluate(() =>
            globalThis.document
              .querySelector('[data-testid="property-price"]')
              ?.textContent.includes('$'),
          ),
        'the price is not in $',
      );
    },
  },
  {
    // Firefox and WebKit cancel a page's pending loads as soon as a navigation begins: leaving
    // the home page while the catalog's remoteEntry.js is on its way must log nothing.
    name: 'leave-home-while-loading',
    run: (context) => leaveWhileHeld(context, '/', '/remotes/mfe-catalog/remoteEntry.js'),
  },
  {
    // The same while the shell itself starts: with its runtime config held back, start-up's
    // own loads are the ones the navigation cancels.
    name: 'leave-while-starting',
    run: (context) => leaveWhileHeld(context, '/about-us', '/config.json'),
  },
  {
    name: 'signed-in',
    async run({ page }) {
      await page.ready();
      await page.type(label('Email'), DEMO_BUYER);
      await page.type(label('Password'), DEMO_PASSWORD);
      await page.click(role('button', 'Log in'));
      await page.atUrl(/\/$/);
      // "Profile", or "B — Bella Buyer’s profile" once the header knows who it is.
      await page.find(within(header, role('link', 'profile', { exact: false })));
    },
  },
];

/**
 * Opens `from` with the door holding `held` back, and goes to /login exactly while it is held,
 * once everything else has arrived (no other request for half a second).
 */
async function leaveWhileHeld({ page, browser, door }, from, held) {
  const file = door.hold(held);
  try {
    await browser.startGoing(from);
    await waitUntil(() => file.requested(), `${from} did not ask for ${held}`);
    await waitUntil(() => door.quietFor(500), `${from} kept loading`);
    await browser.goto('/login');
  } finally {
    file.release();
  }
  await page.atUrl(/\/login$/);
  await page.find(role('heading', 'Log in'));
}

/**
 * Runs every step in `browser` (an engine's adapter); `problems` is the list its console and
 * its door add to. Throws a StepFailure naming the step.
 */
export async function runJourney({ engine, browser, door, problems, screenshots }) {
  fs.mkdirSync(screenshots, { recursive: true });
  const page = visitor(browser);
  const memo = {};
  for (const [index, step] of STEPS.entries()) {
    const id = `${String(index + 1).padStart(2, '0')}-${step.name}`;
    try {
      await step.run({ page, browser, door, memo });
      // What the DOM now holds, painted: WebKit's WebDriver captures the last frame drawn.
      await browser.evaluate(
        () =>
          new Promise((done) =>
            globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(done)),
          ),
      );
      await browser.screenshot(path.join(screenshots, `${id}.png`));
    } catch (error) {
      await browser.screenshot(path.join(screenshots, `${id}-failed.png`)).catch(() => undefined);
      // Some driver errors carry only their name (selenium's "ElementNotInteractableError").
      const reason = error.message || error.name || String(error);
      throw new StepFailure(`${engine}, step ${id}: ${reason}`, { cause: error });
    }
    const found = problems.splice(0);
    if (found.length > 0) {
      throw new StepFailure(
        `${engine}, step ${id} (or since the step before):\n  ${found.join('\n  ')}`,
      );
    }
  }
}
