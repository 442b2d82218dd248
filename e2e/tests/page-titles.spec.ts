import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { registerAccount, signInAs } from '../support/accounts';
import type { DemoRole, NewAccount } from '../support/accounts';
import { apiGet, privateAgent } from './catalog-support';
import type { ApiPage } from './catalog-support';

// WCAG 2.4.2: every page has a title of its own. Every route the five areas declare is visited
// (the list below is checked against their routes.json, so a page added later without a title
// cannot slip past), as a guest or signed in as a demo user of a role the page is for, and the
// 404, unknown-listing and not-for-your-role pages too. A page whose title is still the site's
// bare one (the shell's index.html) fails, and so do two different pages sharing a title.

/** What a page shows until it sets a title of its own: the shell's index.html <title>. */
const BARE_TITLES = [
  /<title>([^<]*)<\/title>/.exec(
    readFileSync(path.resolve(__dirname, '../../shell/public/index.html'), 'utf8'),
  )?.[1] ?? 'index.html has a <title>',
  'WOW Phuket',
];

const AREAS = ['mfe-catalog', 'mfe-account', 'mfe-listings', 'mfe-database', 'mfe-presentations'];

/** What a visit needs that only the API can tell: ids and a presentation of a fresh broker. */
interface Fixtures {
  property: number;
  developer: number;
  project: number;
  agent: number;
  broker: NewAccount;
  brokerId: number;
  draft: number;
  presentation: string;
}

type Visitor = 'guest' | DemoRole | 'new broker';

interface Visit {
  /** The route as its area declares it, or a name for a page that is no route (404). */
  route: string;
  as: Visitor;
  url: (fixtures: Fixtures) => string;
  /** Pages of one kind may share a title (a wizard's first step and its later ones). */
  kind?: string;
}

const fixed = (url: string) => () => url;

const VISITS: Visit[] = [
  { route: '/', as: 'guest', url: fixed('/') },
  { route: '/properties', as: 'guest', url: fixed('/properties') },
  { route: '/properties/:id', as: 'guest', url: (f) => `/properties/${f.property}` },
  {
    route: '/properties/:id',
    as: 'guest',
    url: fixed('/properties/999999999'),
    kind: 'property not found',
  },
  { route: '/developers', as: 'guest', url: fixed('/developers') },
  { route: '/developers/:id', as: 'guest', url: (f) => `/developers/${f.developer}` },
  { route: '/projects', as: 'guest', url: fixed('/projects') },
  { route: '/projects/:id', as: 'guest', url: (f) => `/projects/${f.project}` },
  { route: '/about-us', as: 'guest', url: fixed('/about-us') },
  { route: '/contact-us', as: 'guest', url: fixed('/contact-us') },
  { route: '/favourites', as: 'guest', url: fixed('/favourites') },
  { route: '/compare', as: 'guest', url: (f) => `/compare?ids=${f.property}` },
  { route: '/agents/:id', as: 'guest', url: (f) => `/agents/${f.agent}` },
  { route: '/terms', as: 'guest', url: fixed('/terms') },
  { route: '/foreign-ownership', as: 'guest', url: fixed('/foreign-ownership') },
  { route: '/login', as: 'guest', url: fixed('/login') },
  { route: '/register', as: 'guest', url: fixed('/register') },
  { route: '/forgot', as: 'guest', url: fixed('/forgot') },
  { route: '/reset-password', as: 'guest', url: fixed('/reset-password') },
  { route: '/presentation/:slug', as: 'guest', url: (f) => `/presentation/${f.presentation}` },
  { route: 'not found', as: 'guest', url: fixed('/no-such-page') },

  { route: '/profile', as: 'broker', url: fixed('/profile') },
  { route: '/profile/edit', as: 'broker', url: fixed('/profile/edit') },
  { route: '/profile/enquiries', as: 'broker', url: fixed('/profile/enquiries') },
  { route: '/profile/saved-searches', as: 'broker', url: fixed('/profile/saved-searches') },
  { route: '/profile/sent-enquiries', as: 'broker', url: fixed('/profile/sent-enquiries') },
  { route: '/listing', as: 'broker', url: fixed('/listing') },
  { route: '/listing/stats', as: 'broker', url: fixed('/listing/stats') },
  { route: '/listing/import', as: 'broker', url: fixed('/listing/import') },
  { route: '/listing/create', as: 'broker', url: fixed('/listing/create'), kind: 'wizard' },
  { route: '/presentations', as: 'broker', url: fixed('/presentations') },
  { route: '/presentations/create', as: 'broker', url: fixed('/presentations/create') },

  // A draft and a presentation of an account of its own: the demo broker's lists stay as
  // the other specs count them.
  {
    route: '/listing/create/:id',
    as: 'new broker',
    url: (f) => `/listing/create/${f.draft}`,
    kind: 'wizard',
  },
  {
    route: '/listing/:id/stats',
    as: 'new broker',
    url: (f) => `/listing/${f.draft}/stats`,
  },
  {
    route: '/presentation/:slug/edit',
    as: 'new broker',
    url: (f) => `/presentation/${f.presentation}/edit`,
  },

  { route: '/database/developers', as: 'developer', url: fixed('/database/developers') },
  {
    route: '/database/developers/create',
    as: 'developer',
    url: fixed('/database/developers/create'),
  },
  { route: '/database/projects', as: 'developer', url: fixed('/database/projects') },
  { route: '/database/projects/create', as: 'developer', url: fixed('/database/projects/create') },

  { route: '/staff/overview', as: 'admin', url: fixed('/staff/overview') },
  { route: '/staff/users', as: 'admin', url: fixed('/staff/users') },
  { route: '/staff/users/:id', as: 'admin', url: (f) => `/staff/users/${f.brokerId}` },
  { route: '/staff/audit-log', as: 'admin', url: fixed('/staff/audit-log') },
  { route: '/listing/moderation', as: 'admin', url: fixed('/listing/moderation') },
  { route: '/database/claims', as: 'admin', url: fixed('/database/claims') },
  {
    route: '/database/developers/:id/create',
    as: 'admin',
    url: (f) => `/database/developers/${f.developer}/create`,
  },
  {
    route: '/database/projects/:id/create',
    as: 'admin',
    url: (f) => `/database/projects/${f.project}/create`,
  },

  // Signed in, but not a role the page is for: the page that says so.
  { route: 'not for your role', as: 'buyer', url: fixed('/listing') },
];

/** Routes that are no declared route: the pages the shell shows itself. */
const SHELL_PAGES = ['not found', 'not for your role'];

/**
 * A seeded item of the list at `apiPath`: the lowest id of its first hundred. Items other
 * specs publish while this one runs come first in the lists, and may be gone a moment later.
 */
async function seededId(request: APIRequestContext, apiPath: string): Promise<number> {
  const list = await apiGet<ApiPage<{ id: number }>>(request, apiPath, {
    per_page: 100,
    page: 1,
  });
  if (list.data.length === 0) throw new Error(`demo data expected at ${apiPath}`);
  return Math.min(...list.data.map((item) => item.id));
}

async function makeFixtures(request: APIRequestContext): Promise<Fixtures> {
  const property = await seededId(request, '/properties');
  const broker = await registerAccount(request, { label: 'titles', name: 'Tia Titles' });
  const headers = { authorization: `Bearer ${broker.token}` };
  const me = await request.get('/api/user', { headers });
  const brokerId = ((await me.json()) as { user: { id: number } }).user.id;
  const draft = await request.post('/api/listing/store?step=1', {
    headers,
    data: { title: 'A villa to name', offer_type: 'Sale', property_type: 'Villa' },
  });
  expect(draft.ok()).toBe(true);
  const presentation = await request.post('/api/presentations', {
    headers,
    data: {
      title: 'Villas for the Titles',
      client_name: 'Ms Title',
      items: [{ listing_id: property }],
    },
  });
  expect(presentation.status()).toBe(201);
  return {
    property,
    developer: await seededId(request, '/developers'),
    project: await seededId(request, '/projects'),
    agent: (await privateAgent(request)).id,
    broker,
    brokerId,
    draft: ((await draft.json()) as { id: number }).id,
    presentation: ((await presentation.json()) as { slug: string }).slug,
  };
}

/** A tab as `visitor`. */
async function tabFor(browser: Browser, visitor: Visitor, fixtures: Fixtures): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (visitor === 'new broker') {
    await page.addInitScript((token) => {
      window.localStorage.setItem('token', token);
    }, fixtures.broker.token);
  } else if (visitor !== 'guest') {
    await signInAs(page, visitor);
  }
  return page;
}

/**
 * The page's title once it has shown its heading; a page that never sets one keeps the bare
 * title, which is what is read then (a few seconds on, for titles that wait for data).
 */
async function titleOf(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await waitForApp(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page
    .waitForFunction((bare) => !bare.includes(document.title), BARE_TITLES, { timeout: 5_000 })
    .catch(() => undefined);
  return page.title();
}

test('the visits cover every route the areas declare', async ({ request }) => {
  const declared: string[] = [];
  for (const area of AREAS) {
    const response = await request.get(`/remotes/${area}/routes.json`);
    expect(response.ok()).toBe(true);
    const { routes } = (await response.json()) as { routes: { path: string }[] };
    declared.push(...routes.map((route) => route.path));
  }
  const visited = VISITS.map((visit) => visit.route).filter(
    (route) => !SHELL_PAGES.includes(route),
  );
  expect([...new Set(visited)].sort()).toEqual([...new Set(declared)].sort());
});

test('every page has a title of its own, and no two kinds of page share one', async ({
  browser,
  request,
}) => {
  // One test for every page: which titles clash is only known once all are read.
  test.setTimeout(300_000);
  const fixtures = await makeFixtures(request);
  const seen: { visit: Visit; title: string }[] = [];
  const visitors = [...new Set(VISITS.map((visit) => visit.as))];
  for (const visitor of visitors) {
    const page = await tabFor(browser, visitor, fixtures);
    for (const visit of VISITS.filter((each) => each.as === visitor)) {
      const title = await test.step(`${visit.route} as ${visitor}`, () =>
        titleOf(page, visit.url(fixtures)));
      seen.push({ visit, title });
    }
    await page.context().close();
  }

  const bare = seen
    .filter(({ title }) => BARE_TITLES.includes(title))
    .map(({ visit }) => visit.route);
  expect.soft(bare, 'pages with only the site’s bare title').toEqual([]);

  const kinds = new Map<string, Set<string>>();
  for (const { visit, title } of seen) {
    kinds.set(title, (kinds.get(title) ?? new Set()).add(visit.kind ?? visit.route));
  }
  const shared = [...kinds]
    .filter(([, of]) => of.size > 1)
    .map(([title, of]) => `${title}: ${[...of].join(', ')}`);
  expect(shared, 'titles two kinds of page share').toEqual([]);
});
