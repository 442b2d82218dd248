import type { APIRequestContext, Page } from '@playwright/test';
import { expect, holdScripts, test, waitForApp } from '../support/test';
import { DEMO_PASSWORD, demoUsers } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { seededOptions } from '../support/listings';

// The public presentation is rendered on the server: its HTML, fetched without
// JavaScript, already holds the listings, their prices in the presentation's currency and the
// owner's contacts, and nothing private; the browser hydrates it without a warning, a currency
// chosen before the scripts ran still takes effect, and a dead link's polite page is rendered
// with its 410 status.
test.describe.configure({ mode: 'serial' });

interface OptionCard {
  id: number;
  title: string | null;
  price: number;
}

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const CLIENT = `Private Client SSR ${run}`;
const state = { live: '', gone: '', shown: [] as OptionCard[], hidden: null as OptionCard | null };

async function brokerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email: demoUsers.broker.email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** The broker's presentation of `cards`, in US dollars, the second card's price hidden. */
async function createPresentation(
  request: APIRequestContext,
  token: string,
  title: string,
  cards: OptionCard[],
): Promise<{ id: number; slug: string }> {
  const response = await request.post('/api/presentations', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      client_name: CLIENT,
      currency: 'USD',
      items: cards.map((card, index) => ({
        listing_id: card.id,
        price_mode: index === 1 ? 'hidden' : 'as_is',
      })),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; slug: string };
}

/** HTML text as React writes it (the characters it escapes). */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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

test.beforeAll(async ({ request }) => {
  const token = await brokerToken(request);
  const all = await seededOptions<OptionCard>(
    request,
    { authorization: `Bearer ${token}` },
    { currency: 'USD' },
  );
  // Three of different prices: another spec publishes a Duplicate of a listing, and the hidden
  // price must be no shown listing's price too.
  const cards = all
    .filter((card, index) => all.findIndex((other) => other.price === card.price) === index)
    .slice(0, 3);
  expect(cards).toHaveLength(3);
  state.shown = [cards[0] as OptionCard, cards[2] as OptionCard];
  state.hidden = cards[1] ?? null;
  state.live = (await createPresentation(request, token, `Sea views ${run}`, cards)).slug;

  const ended = await createPresentation(request, token, `Ended ${run}`, cards);
  const revoked = await request.post(`/api/presentations/${ended.id}/revoke`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);
  state.gone = ended.slug;
});

test('the HTML without JavaScript holds the listings, their dollar prices and the contacts', async ({
  request,
}) => {
  const response = await request.get(`/presentation/${state.live}`);
  expect(response.status()).toBe(200);
  const page = await response.text();
  const root = page.slice(page.indexOf('<div id'), page.indexOf('id="server-data"'));
  // The title is the broker's text (marked as such for the language checks).
  expect(root).toMatch(new RegExp(`<h1[^>]*>Sea views ${run}</h1>`));
  for (const card of state.shown) expect(root).toContain(html(card.title ?? ''));
  // Prices in the presentation's currency (US dollars), the hidden one as "on request".
  const prices = [...root.matchAll(/data-testid="listing-price">([^<]*)</g)].map((m) => m[1]);
  expect(prices).toHaveLength(3);
  expect(prices[0]).toMatch(/^\$[\d,]+/);
  expect(prices[1]).toBe('Price on request');
  expect(prices[2]).toMatch(/^\$[\d,]+/);
  // The owner's contact block, and no header or footer.
  expect(root).toContain('Questions? Get in touch');
  expect(root).toContain(demoUsers.broker.name);
  expect(root).not.toContain('<header');
  expect(root).not.toContain('<footer');
  // Nothing private anywhere in the page, its data included.
  expect(page).not.toContain(CLIENT);
  const hidden = Math.floor(state.hidden?.price ?? 0);
  for (const spelling of [String(hidden), hidden.toLocaleString('en-US')]) {
    expect(page).not.toContain(`$${spelling}`);
    expect(page).not.toContain(`"amount":${spelling}`);
  }
  expect(page).toContain('<meta name="robots" content="noindex">');
  expect(page).toContain(`<meta property="og:title" content="Sea views ${run}">`);
});

test('the print view is rendered on the server too, without the client’s controls', async ({
  request,
}) => {
  const response = await request.get(`/presentation/${state.live}?print=1`);
  expect(response.status()).toBe(200);
  const page = await response.text();
  expect(page).toContain('pres-public pres-public--print');
  expect(page).toContain('data-ready="true"');
  expect(page).not.toContain('What do you think?');
});

test('the page hydrates without a warning, from the server’s answer, and passes axe', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const messages = watchConsole(page);
  const fetched: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/presentation/')) {
      fetched.push(pathname);
    }
    if (request.resourceType() === 'script' || pathname === '/config.json') scripts.push(pathname);
  });
  await page.goto(`/presentation/${state.live}`);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(messages).toEqual([]);
  // Hydrated from the answer in the page: not fetched again.
  expect(fetched).toEqual([]);
  // A standalone page: its own bundle, none of the shell's start-up (runtime config, federation).
  expect(scripts.some((p) => p.startsWith('/remotes/mfe-presentations/public/main.'))).toBe(true);
  expect(scripts.filter((p) => !p.startsWith('/remotes/mfe-presentations/public/'))).toEqual([
    expect.stringMatching(/^\/ssr\/early-input\./),
  ]);
  await expect(page.getByTestId('presentation-listing')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await context.close();
});

test('a currency chosen before the scripts have run takes effect once hydrated', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const messages = watchConsole(page);
  const release = await holdScripts(page);
  await page.goto(`/presentation/${state.live}`, { waitUntil: 'commit' });
  const price = page.getByTestId('listing-price').first();
  await expect(price).toContainText('$');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await page.waitForFunction(() => '__earlyInput' in window);
  await page.getByRole('radio', { name: 'EUR' }).check();
  await page.evaluate(() => Object.assign(window, { __heading: document.querySelector('h1') }));

  release();
  await waitForApp(page);
  // Hydrated, not rendered again: the server's elements are the page's.
  expect(
    await page.evaluate(
      () => (window as { __heading?: Element }).__heading === document.querySelector('h1'),
    ),
  ).toBe(true);
  await expect(page.getByRole('radio', { name: 'EUR' })).toBeChecked();
  await expect(price).toContainText('€');
  await expect(page.getByTestId('listing-price').nth(1)).toHaveText('Price on request');
  expect(messages).toEqual([]);
  await context.close();
});

test('an ended link: the polite page is in the HTML with status 410 and the owner’s contacts', async ({
  request,
  browser,
}) => {
  const response = await request.get(`/presentation/${state.gone}`);
  expect(response.status()).toBe(410);
  const page = await response.text();
  expect(page).toContain('This presentation is no longer available');
  expect(page).toContain('data-testid="presentation-gone"');
  expect(page).toContain(demoUsers.broker.name);
  expect(page).toContain('Ask for an updated selection');
  expect(page).not.toContain(CLIENT);
  expect(page).toContain('<meta name="robots" content="noindex">');

  const context = await browser.newContext();
  const client = await context.newPage();
  const messages = watchConsole(client);
  await client.goto(`/presentation/${state.gone}`);
  await waitForApp(client);
  await expect(
    client.getByRole('heading', { level: 1, name: 'This presentation is no longer available' }),
  ).toBeVisible();
  // The document's own 410 is the only error the console may show.
  expect(messages.filter((m) => !m.includes('410'))).toEqual([]);
  await expectNoAxeViolations(client);
  await context.close();
});

test('an unknown slug is a 404', async ({ request }) => {
  const response = await request.get('/presentation/NoSuchSlug0000000');
  expect(response.status()).toBe(404);
});
