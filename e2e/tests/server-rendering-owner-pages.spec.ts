import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import type { ApiCard, ApiPage } from './catalog-support';
import { agentWithoutListings, apiGet, card, demoUserId, privateAgent } from './catalog-support';

/** The answers in a page's server-data script (`{currency, signedIn, data}`). */
function serverDataOf(json: string | undefined): Record<string, unknown> {
  return (JSON.parse(json ?? '{"data":{}}') as { data: Record<string, unknown> }).data;
}

/**
 * Developer and project pages arrive rendered by the server, like the
 * property pages (server-rendering.spec.ts): the header and the first page of listings, from
 * answers that travel with the HTML, so the app takes over without asking for them again.
 */

interface Owner {
  kind: 'developer' | 'project';
  id: number;
  title: string;
  /** The section's heading, as the page names it. */
  section: string;
  /** The first page of its listings as the browser asks for it (12 a page). */
  listings: ApiPage<ApiCard>;
}

/** The developer or project with the most listings in the demo data. */
async function ownerWithListings(request: APIRequestContext, kind: Owner['kind']): Promise<Owner> {
  const list = await apiGet<ApiPage<{ id: number }>>(request, `/${kind}s`, {
    per_page: 100,
    page: 1,
  });
  const details = await Promise.all(
    list.data.map((item) =>
      apiGet<{ id: number; title: string; listings_count: number }>(
        request,
        `/${kind}s/${item.id}`,
      ),
    ),
  );
  const best = details.sort((a, b) => b.listings_count - a.listings_count)[0];
  if (!best || best.listings_count === 0) throw new Error(`the demo seed has no ${kind} listings`);
  const listings = await apiGet<ApiPage<ApiCard>>(request, `/${kind}s/${best.id}/listings`, {
    page: 1,
    per_page: 12,
    currency: 'THB',
  });
  return {
    kind,
    id: best.id,
    title: best.title,
    section: kind === 'developer' ? `Properties by ${best.title}` : `Properties in ${best.title}`,
    listings,
  };
}

/**
 * Holds the catalog's code back until `release` is called, so the server's copy of a page can
 * be seen on its own before the app takes over.
 */
async function holdCatalogCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Its stylesheets pass: the server's HTML links them, and they block the first paint.
  await page.route(
    (url) => url.pathname.startsWith('/remotes/mfe-catalog/') && !url.pathname.endsWith('.css'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/** Requests the page makes for the owner or its listings (the answers the HTML carries). */
function countOwnerCalls(
  page: Page,
  owner: { kind: Owner['kind'] | 'agent'; id: number },
): string[] {
  const calls: string[] = [];
  const own = new RegExp(`/api/${owner.kind}s/${owner.id}(/listings)?(\\?|$)`);
  page.on('request', (r) => {
    if (own.test(r.url())) calls.push(r.url());
  });
  return calls;
}

for (const kind of ['developer', 'project'] as const) {
  test.describe(`server-rendered ${kind} page`, () => {
    test('is complete in the HTML, with its data and its own meta tags', async ({
      browser,
      request,
      baseURL,
    }) => {
      const owner = await ownerWithListings(request, kind);
      const response = await request.get(`/${kind}s/${owner.id}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('id="server-data"');
      const data = /<script type="application\/json" id="server-data">(.*?)<\/script>/.exec(html);
      // The page's answers, and the areas the footer's searches name (on every page).
      expect(Object.keys(serverDataOf(data?.[1])).sort()).toEqual(
        [
          // A project's prices follow the visitor's currency; a developer's page has none.
          `/${kind}s/${owner.id}${kind === 'project' ? '?currency=THB' : ''}`,
          `/${kind}s/${owner.id}/listings?page=1&per_page=12&currency=THB`,
          '/locations',
        ].sort(),
      );
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/${kind}s/${owner.id}">`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);

      // What a visitor sees before any script has run.
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(`/${kind}s/${owner.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.title);
      const section = page.getByRole('region', { name: owner.section });
      await expect(section.getByRole('article')).toHaveCount(owner.listings.data.length);
      const first = owner.listings.data[0];
      if (!first) throw new Error('listings expected');
      await expect(card(page, first.title)).toBeVisible();
      await expect(section.getByRole('button', { name: 'More filters' })).toBeVisible();
      // Cards are plain links without the app.
      await card(page, first.title).getByRole('link', { name: first.title }).click();
      await expect(page).toHaveURL(`/properties/${first.id}`);
      await context.close();
    });

    test('is hydrated in place without asking the API for its answers again', async ({
      browser,
      request,
      baseURL,
    }) => {
      const owner = await ownerWithListings(request, kind);
      // The catalog's code is held back until the server's HTML has been seen on its own.
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const release = await holdCatalogCode(page);
      const calls = countOwnerCalls(page, owner);

      await page.goto(`/${kind}s/${owner.id}`, { waitUntil: 'domcontentloaded' });
      const server = page.locator('#root');
      await expect(server.getByRole('heading', { level: 1 })).toHaveText(owner.title);
      await expect(server.getByRole('article')).toHaveCount(owner.listings.data.length);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      const heading = await server.getByRole('heading', { level: 1 }).elementHandle();

      release();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // Hydrated, not replaced: the server's elements are the app's.
      expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.title);
      const section = page.getByRole('region', { name: owner.section });
      await expect(section.getByRole('article')).toHaveCount(owner.listings.data.length);
      const first = owner.listings.data[0];
      if (first) await expect(card(page, first.title)).toBeVisible();
      expect(calls).toEqual([]);

      // From here on the app searches as usual, with requests of its own; the developer or
      // project select stays hidden in its filters.
      await section.getByRole('button', { name: 'More filters' }).click();
      await expect(
        section.getByRole('combobox', { name: kind === 'developer' ? 'Developer' : 'Project' }),
      ).toHaveCount(0);
      await section
        .getByRole('group', { name: 'Offer type' })
        .getByText('Rent', { exact: true })
        .click();
      await expect(page).toHaveURL(`/${kind}s/${owner.id}?offer_type=Rent`);
      await expect.poll(() => calls.length).toBeGreaterThan(0);
      await context.close();
    });

    test('an unknown or malformed id is a 404 without a server render', async ({
      page,
      request,
    }) => {
      for (const id of ['99999999', 'abc']) {
        const response = await request.get(`/${kind}s/${id}`);
        expect(response.status()).toBe(404);
        expect(await response.text()).not.toContain('id="server-data"');
      }
      await page.goto(`/${kind}s/99999999`);
      await expect(
        page.getByRole('heading', {
          name: kind === 'developer' ? 'Developer not found' : 'Project not found',
        }),
      ).toBeVisible();
    });
  });
}

test('filters in a developer page URL are part of what the server renders and primes', async ({
  page,
  request,
}) => {
  const owner = await ownerWithListings(request, 'developer');
  const sale = await apiGet<ApiPage<ApiCard>>(request, `/developers/${owner.id}/listings`, {
    'filter[offer_type]': 'Sale',
    page: 1,
    per_page: 12,
    currency: 'THB',
  });
  const html = await (await request.get(`/developers/${owner.id}?offer_type=Sale`)).text();
  expect(html).toContain('id="server-data"');
  expect(html).toContain(
    `/developers/${owner.id}/listings?filter%5Boffer_type%5D=Sale&page=1&per_page=12&currency=THB`,
  );
  const calls = countOwnerCalls(page, owner);
  await page.goto(`/developers/${owner.id}?offer_type=Sale`);
  await waitForApp(page);
  const section = page.getByRole('region', { name: owner.section });
  await expect(section.getByRole('article')).toHaveCount(sale.data.length);
  await expect(section.getByRole('status')).toHaveText(
    `${sale.meta.total} ${sale.meta.total === 1 ? 'property' : 'properties'}`,
  );
  expect(calls).toEqual([]);
});

test('an agent page arrives rendered, with its own meta tags, and is hydrated as is', async ({
  browser,
  request,
  baseURL,
}) => {
  // The agent of the newest listing, with the first page of their listings as the page asks.
  const newest = await apiGet<ApiPage<ApiCard>>(request, '/properties', { page: 1, per_page: 1 });
  const first = newest.data[0];
  if (!first) throw new Error('listings expected');
  const detail = await apiGet<{ agent: { id: number; name: string } | null }>(
    request,
    `/${first.id}/property`,
  );
  const agent = detail.agent;
  if (!agent) throw new Error('agent expected');
  const listings = await apiGet<ApiPage<ApiCard>>(request, `/agents/${agent.id}/listings`, {
    page: 1,
    per_page: 12,
    currency: 'THB',
  });

  const response = await request.get(`/agents/${agent.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const data = /<script type="application\/json" id="server-data">(.*?)<\/script>/.exec(html);
  expect(Object.keys(serverDataOf(data?.[1])).sort()).toEqual(
    [
      `/agents/${agent.id}`,
      `/agents/${agent.id}/listings?page=1&per_page=12&currency=THB`,
      '/locations',
    ].sort(),
  );
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/agents/${agent.id}">`);
  expect(html).toContain(
    `<meta property="og:title" content="${agent.name} — property agent in Phuket">`,
  );

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const release = await holdCatalogCode(page);
  const calls = countOwnerCalls(page, { kind: 'agent', id: agent.id });
  await page.goto(`/agents/${agent.id}`, { waitUntil: 'domcontentloaded' });
  const server = page.locator('#root');
  await expect(server.getByRole('heading', { level: 1 })).toHaveText(agent.name);
  await expect(server.getByRole('article')).toHaveCount(listings.data.length);
  const heading = await server.getByRole('heading', { level: 1 }).elementHandle();

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(agent.name);
  const section = page.getByRole('region', { name: `Properties listed by ${agent.name}` });
  await expect(section.getByRole('article')).toHaveCount(listings.data.length);
  expect(calls).toEqual([]);

  // An unknown or malformed id, an agent without a published listing, an admin: the same 404
  // with noindex and without a server render.
  const noListings = await agentWithoutListings(request);
  const admin = await demoUserId(request, 'admin');
  for (const id of ['99999999', 'abc', String(noListings), String(admin)]) {
    const missing = await request.get(`/agents/${id}`);
    expect(missing.status()).toBe(404);
    const body = await missing.text();
    expect(body).not.toContain('id="server-data"');
    expect(body).toMatch(/<meta name="?robots"? content="?noindex"?>/);
  }
  await context.close();
});

test("an agent page's server render shows only the contacts the agent chose to show", async ({
  request,
}) => {
  const rendered = async (id: number) => {
    const response = await request.get(`/agents/${id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const start = html.indexOf('<div id=root>');
    expect(start).toBeGreaterThan(-1);
    return html.slice(start, html.indexOf('id="server-data"'));
  };
  const shown = await rendered(await demoUserId(request, 'developer'));
  expect(shown).toContain('href="mailto:developer@example.com"');
  expect(shown).toMatch(/href="tel:\+\d+"/);

  const hidden = await rendered((await privateAgent(request)).id);
  expect(hidden).not.toContain('mailto:');
  expect(hidden).not.toContain('tel:');
  expect(hidden).not.toContain('wa.me');
});
