import { expect, test, waitForApp } from '../support/test';
import { avatarLinkName, demoUsers, signInAs } from '../support/accounts';
import type { DemoRole } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

test.describe('header (docs/product-rules.md §2)', () => {
  test('guest sees the four listing links, Sell and Log In with their URLs', async ({ page }) => {
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    const expected: [string, string][] = [
      ['Buy', '/properties?offer_type=Sale'],
      ['Rent', '/properties?offer_type=Rent'],
      ['Commercial', '/properties?property_type=Commercial'],
      ['New projects', '/properties?property_stage=Off-plan'],
      ['Sell', '/register'],
      ['Log In', '/login'],
      ['WOW Phuket home', '/'],
    ];
    for (const [name, href] of expected) {
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await header.getByRole('link', { name: 'Rent', exact: true }).click();
    await expect(page).toHaveURL(/\/properties\?offer_type=Rent$/);
    // Only the link of this very search is the current page, in the server's HTML and after.
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      await expect(header.getByRole('link', { name: 'Rent', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      for (const name of ['Buy', 'Commercial', 'New projects']) {
        await expect(header.getByRole('link', { name, exact: true })).not.toHaveAttribute(
          'aria-current',
        );
      }
    }
  });

  test('mobile menu toggles and closes on route change and on an outside click', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/about-us');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const buy = page.getByRole('banner').getByRole('link', { name: 'Buy', exact: true });
    await expect(buy).toBeHidden();
    await toggle.click();
    await expect(buy).toBeVisible();
    await buy.click();
    await expect(page).toHaveURL(/offer_type=Sale/);
    await expect(buy).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(buy).toBeVisible();
    await page.mouse.click(200, 700);
    await expect(buy).toBeHidden();
  });
});

test.describe('footer (docs/product-rules.md §2)', () => {
  test('has the link groups, pages, currency selector and copyright', async ({ page }) => {
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    for (const heading of [
      'Phuket Apartments',
      'Phuket Villas',
      'Popular Property Searches',
      'Commercial Properties',
    ]) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    await expect(footer.getByRole('link', { name: 'Terms & Privacy Policy' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
    const currency = footer.getByRole('combobox', { name: 'Currency' });
    await expect(currency.locator('option')).toHaveText(['THB ฿', 'USD $', 'EUR €']);
    await expect(footer).toContainText('2008 - 2024');
    await currency.selectOption('EUR');
    // The page is server-rendered: a choice made before it has hydrated is stored once the
    // app replays it.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('selectedCurrency')))
      .toBe('EUR');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  });
});

test.describe('footer searches', () => {
  test('each of the 16 links is a search with results, area links narrowed to their area', async ({
    page,
    request,
  }) => {
    // Server-rendered: the area ids are in the HTML a crawler reads, not added by script.
    const html = await (await request.get('/')).text();
    const patong = (await (await request.get('/api/locations')).json()) as {
      id: number;
      name: string;
    }[];
    const patongId = patong.find((location) => location.name === 'Patong')?.id;
    expect(html).toContain(
      `href="/properties?location_id=${patongId}&amp;property_type=Apartment"`,
    );

    await page.goto('/about-us');
    const links = page.getByRole('contentinfo').locator('section a');
    await expect(links).toHaveCount(16);
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    for (const href of hrefs) {
      const url = new URL(href, 'http://site');
      expect(url.pathname).toBe('/properties');
      const api = new URLSearchParams();
      for (const [name, value] of url.searchParams) api.set(`filter[${name}]`, value);
      const answer = (await (await request.get(`/api/properties?${api}`)).json()) as {
        meta: { total: number };
      };
      expect([href, answer.meta.total > 0]).toEqual([href, true]);
    }

    await page.getByRole('link', { name: 'Villas in Kamala' }).click();
    await expect(page).toHaveURL(/\/properties\?location_id=\d+&property_type=Villa$/);
    await expect(page.getByRole('main').locator('a[href^="/properties/"]').first()).toBeVisible();
  });
});

test.describe('route guards (docs/product-rules.md §5)', () => {
  const cases: { who: 'guest' | DemoRole; path: string; lands: string }[] = [
    { who: 'guest', path: '/profile', lands: '/login' },
    { who: 'guest', path: '/listing/create', lands: '/login' },
    { who: 'guest', path: '/presentations', lands: '/login' },
    { who: 'guest', path: '/database/developers', lands: '/login' },
    { who: 'guest', path: '/login', lands: '/login' },
    { who: 'broker', path: '/login', lands: '/' },
    { who: 'broker', path: '/database/projects', lands: '/' },
    { who: 'broker', path: '/listing', lands: '/listing' },
    { who: 'broker', path: '/presentations', lands: '/presentations' },
    { who: 'developer', path: '/register', lands: '/' },
    { who: 'developer', path: '/database/developers', lands: '/database/developers' },
    { who: 'developer', path: '/listing/create', lands: '/listing/create' },
    { who: 'admin', path: '/forgot', lands: '/' },
    // A page that says what it is for tells an admin so, in place (work-areas.spec.ts).
    { who: 'admin', path: '/listing', lands: '/listing' },
    { who: 'admin', path: '/presentations/create', lands: '/presentations/create' },
    { who: 'broker', path: '/listing/moderation', lands: '/listing/moderation' },
    { who: 'admin', path: '/database/projects/create', lands: '/database/projects/create' },
    { who: 'admin', path: '/profile', lands: '/profile' },
  ];
  for (const { who, path, lands } of cases) {
    test(`${who} opening ${path} lands on ${lands}`, async ({ page }) => {
      if (who !== 'guest') await signInAs(page, who);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`^http://[^/]+${lands.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }

  test('a guest never downloads the code of an area it may not enter', async ({
    page,
    request,
  }) => {
    // What the guard may fetch of such an area: where it lives and its routes (data only),
    // with the contract's enums and limits those declarations read (contract-constants).
    const routesOnly =
      /^(mf-manifest\.json|remoteEntry\.js|(__federation_expose_routes|contract-constants)\.[0-9a-f]+\.js)$/;
    // And the shared libraries it offers (React, @phuket/shared/ui…): the page needs one copy
    // of each whichever app provides it, and the federation runtime may take this area's.
    const sharedLibraries = new Set<string>();
    const sharedChunks = new Set<string>();
    for (const area of ['mfe-listings', 'mfe-database', 'mfe-presentations', 'mfe-catalog']) {
      const manifest = (await (await request.get(`/remotes/${area}/mf-manifest.json`)).json()) as {
        shared: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
      };
      for (const { assets } of manifest.shared) {
        for (const file of [...assets.js.sync, ...assets.css.sync]) {
          sharedLibraries.add(`${area}/${file}`);
        }
      }
      // A shared module's CSS-only chunks (the UI kit's styles) are not in the manifest's
      // lists; the remote entry names every chunk each shared module loads.
      const entry = await (await request.get(`/remotes/${area}/remoteEntry.js`)).text();
      for (const shared of entry.matchAll(
        /"@phuket\/shared\/[^"]*":\[\{version:"[^"]*",get:\(\)=>Promise\.all\(\[([^\]]*)\]/g,
      )) {
        for (const chunk of (shared[1] ?? '').matchAll(/\.e\((\d+)\)/g)) {
          sharedChunks.add(`${area}/${chunk[1]}`);
        }
      }
    }
    const pageCode: string[] = [];
    page.on('request', (request) => {
      const match = /\/remotes\/(mfe-[a-z]+)\/([^?]+)/.exec(request.url());
      if (
        match?.[1] &&
        match[1] !== 'mfe-account' &&
        !routesOnly.test(match[2] ?? '') &&
        !sharedLibraries.has(`${match[1]}/${match[2]}`) &&
        !sharedChunks.has(`${match[1]}/${(match[2] ?? '').split('.')[0]}`)
      ) {
        pageCode.push(request.url());
      }
    });
    for (const path of [
      '/listing/create',
      '/database/projects',
      '/presentations',
      '/profile/edit',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(pageCode).toEqual([]);
  });
});

test.describe('session (docs/product-rules.md §4)', () => {
  test('signed-in header shows the first letter; logout goes to /login and clears storage', async ({
    page,
  }) => {
    await signInAs(page, 'broker');
    await page.goto('/about-us');
    await page
      .getByRole('contentinfo')
      .getByRole('combobox', { name: 'Currency' })
      .selectOption('USD');
    const avatar = page
      .getByRole('banner')
      .getByRole('link', { name: avatarLinkName(demoUsers.broker.name), exact: true });
    await expect(avatar).toHaveText(demoUsers.broker.name[0] as string);
    await expect(avatar).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('token'),
        localStorage.getItem('selectedCurrency'),
      ]),
    ).toEqual([null, null]);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('a stored token the server rejects is dropped silently', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('token', 'not-a-real-token'));
    await page.goto('/about-us');
    // The server rendered a guest's header (no signed-in cookie); the app drops the token once
    // the API has refused it, and shows the same header.
    await waitForApp(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  });
});

test('/presentation/{slug} renders without header and footer', async ({ page }) => {
  await page.goto('/presentation/x');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('unknown routes answer 404 and show a not-found page inside the layout', async ({ page }) => {
  // Under no area's prefix, inside an area that declares no such page, and /agents: the
  // catalog declares /agents/{id} only (the product has no agents directory), so the bare prefix is
  // no page either (a 404, not a "Page not found" answered with 200).
  for (const path of ['/no/such/page', '/listing/nothing-here', '/agents']) {
    const response = await page.goto(path);
    expect([path, response?.status()]).toEqual([path, 404]);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
  }
});

test('navigation scrolls to top, and back returns to the saved position', async ({ page }) => {
  await page.goto('/properties');
  const cards = page.locator('a[href^="/properties/"]');
  await expect(cards.first()).toBeVisible();
  // The server's cards paint before the app runs; the router's scroll handling starts with it.
  await waitForApp(page);
  await page.mouse.wheel(0, 1400);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1000);
  const saved = await page.evaluate(() => Math.round(window.scrollY));
  const target = cards.nth(7);
  await target.scrollIntoViewIfNeeded();
  const atClick = await page.evaluate(() => Math.round(window.scrollY));
  await target.click();
  await expect(page).toHaveURL(/\/properties\/\d+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/properties$/);
  await expect
    .poll(() => page.evaluate(() => Math.round(window.scrollY)))
    .toBeGreaterThanOrEqual(Math.min(saved, atClick) - 2);
});
