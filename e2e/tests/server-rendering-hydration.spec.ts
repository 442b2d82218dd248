import type { APIRequestContext, Page } from '@playwright/test';
import { expect, holdScripts, test, waitForApp } from '../support/test';
import type { ApiCard, ApiPage } from './catalog-support';
import { apiGet } from './catalog-support';

/**
 * Every server-rendered page is hydrated, not rendered again: no hydration warning in the
 * console, and what a visitor does before the scripts have run is not lost (the early-input
 * recorder keeps it and the app replays it once the page has hydrated).
 */

interface ServerPage {
  name: string;
  path: string;
  /** The filter clicked before the app runs, and the URL it leads to (pages with filters). */
  filter?: { click: (page: Page) => Promise<void>; url: RegExp };
  /** Where prices show once they are in USD. */
  prices: (page: Page) => ReturnType<Page['locator']>;
}

/** A listing for sale, and the developer, project and agent behind it. */
async function saleListing(request: APIRequestContext) {
  // Page by page: other specs publish listings of their own (an import publishes 47 at once),
  // none of them with a developer, and they are the newest.
  for (let page = 1; page <= 10; page++) {
    const list = await apiGet<ApiPage<ApiCard>>(request, '/properties', {
      'filter[offer_type]': 'Sale',
      per_page: 20,
      page,
    });
    const found = await withEverything(request, list.data);
    if (found) return found;
    if (list.data.length < 20) break;
  }
  throw new Error('the demo seed has no listing with a developer, project and agent');
}

/** The first of `cards` with a developer, project and agent, with their ids. */
async function withEverything(request: APIRequestContext, cards: readonly ApiCard[]) {
  for (const card of cards) {
    const detail = await apiGet<{
      id: number;
      developer: { id: number } | null;
      project: { id: number } | null;
      agent: { id: number } | null;
    }>(request, `/${card.id}/property`);
    if (detail.developer && detail.project && detail.agent) {
      return {
        id: detail.id,
        developer: detail.developer.id,
        project: detail.project.id,
        agent: detail.agent.id,
      };
    }
  }
  return null;
}

/** Offer type "Buy" (Sale) in a page's filters bar. */
const clickSale = (page: Page) =>
  page.getByRole('group', { name: 'Offer type' }).first().getByText('Buy', { exact: true }).click();
const cardPrices = (page: Page) => page.getByRole('article').first();

async function serverPages(request: APIRequestContext): Promise<ServerPage[]> {
  const listing = await saleListing(request);
  const owner = (name: string, path: string): ServerPage => ({
    name,
    path,
    filter: { click: clickSale, url: new RegExp(`${path}\\?offer_type=Sale$`) },
    prices: cardPrices,
  });
  return [
    {
      name: 'home',
      path: '/',
      // The hero search: "Rent", then its submit button, which the app turns into a search.
      filter: {
        click: async (page) => {
          await page
            .getByRole('group', { name: 'Rent or buy' })
            .getByText('Rent', { exact: true })
            .click();
          await page.getByRole('button', { name: 'Get WOW' }).click();
        },
        url: /\/properties\?.*offer_type=Rent/,
      },
      prices: cardPrices,
    },
    {
      name: 'properties',
      path: '/properties',
      filter: { click: clickSale, url: /\/properties\?offer_type=Sale$/ },
      prices: cardPrices,
    },
    {
      name: 'property',
      path: `/properties/${listing.id}`,
      prices: (page) => page.getByTestId('property-price'),
    },
    owner('developer', `/developers/${listing.developer}`),
    owner('project', `/projects/${listing.project}`),
    // An agent's page has no filters bar: the currency alone.
    { name: 'agent', path: `/agents/${listing.agent}`, prices: cardPrices },
  ];
}

/** Console errors and warnings, and uncaught errors, from here on. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

test.describe('hydration of server-rendered pages', () => {
  // Six pages a test, each loaded and hydrated in turn.
  test.describe.configure({ timeout: 120_000 });

  test('every page hydrates without a warning or an error in the console', async ({
    page,
    request,
  }) => {
    for (const target of await serverPages(request)) {
      const messages = watchConsole(page);
      await page.goto(target.path);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      expect(messages, `${target.name}: console`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  test('a currency chosen and a filter clicked before the scripts run take effect', async ({
    browser,
    baseURL,
    request,
  }) => {
    for (const target of await serverPages(request)) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const messages = watchConsole(page);
      const release = await holdScripts(page);
      await page.goto(target.path, { waitUntil: 'commit' });
      // The server's HTML has painted; no script of the app has run.
      const currency = page.locator('.currency-selector select');
      await expect(currency).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      // The recorder is an async script of a few hundred bytes: armed within the first
      // moments, before a person could act.
      await page.waitForFunction(() => '__earlyInput' in window);
      await currency.selectOption('USD');
      await target.filter?.click(page);
      expect(page.url(), `${target.name}: nothing navigates before the app runs`).toBe(
        `${baseURL}${target.path}`,
      );

      release();
      await waitForApp(page);
      await expect(currency).toHaveValue('USD');
      if (target.filter) await expect(page, target.name).toHaveURL(target.filter.url);
      await expect(target.prices(page), `${target.name}: prices`).toContainText('$');
      expect(messages, `${target.name}: console`).toEqual([]);
      await context.close();
    }
  });

  test('nothing on the page moves when it hydrates, on a phone and on a desktop', async ({
    browser,
    baseURL,
    request,
  }) => {
    for (const target of await serverPages(request)) {
      for (const width of [390, 1280]) {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
        const page = await context.newPage();
        // Layout shifts as Chrome reports them for CLS: every one from the first paint on.
        await page.addInitScript(() => {
          const shifts: string[] = [];
          Object.assign(window, { __shifts: shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node | null }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              // Tag, class and parent's class: an SVG's className is not a string.
              const nodes = (entry.sources ?? []).map((s) =>
                s.node instanceof Element
                  ? `${s.node.tagName}.${s.node.getAttribute('class') ?? ''} in .${
                      s.node.parentElement?.getAttribute('class') ?? ''
                    }`
                  : String(s.node?.nodeName),
              );
              shifts.push(`${entry.value.toFixed(3)} ${nodes.join(', ')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(target.path);
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: string[] }).__shifts,
        );
        expect(shifts, `${target.name} at ${width} px`).toEqual([]);
        await context.close();
      }
    }
  });
});
