import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test, waitForApp } from '../support/test';
import type { ApiPage } from './catalog-support';
import { apiGet } from './catalog-support';
import { lookAt } from '../support/look';

interface ApiProject {
  id: number;
  title: string;
  developer: { id: number; title: string } | null;
  location: { id: number; name: string } | null;
}
interface ApiDeveloper {
  id: number;
  title: string;
  projects_count: number;
}

/** Console errors and warnings (a hydration mismatch is one) from here on. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

test.describe('/projects', () => {
  test('answers 200 server-rendered, shows project cards, filters by developer and location in the URL', async ({
    page,
    request,
  }) => {
    const all = await apiGet<ApiPage<ApiProject>>(request, '/projects', { per_page: 10, page: 1 });
    const withBoth = all.data.find((p) => p.developer !== null && p.location !== null);
    expect(withBoth).toBeDefined();
    if (!withBoth?.developer || !withBoth.location) return;

    const response = await request.get('/projects');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>New projects in Phuket</h1>');
    expect(html).toContain(`href="/projects/${withBoth.id}"`);

    const messages = watchConsole(page);
    await page.goto('/projects');
    await waitForApp(page);
    const list = page.getByRole('list', { name: 'Projects' });
    await expect(list.getByRole('article')).toHaveCount(all.data.length);
    await expect(page.getByRole('status').filter({ hasText: /projects?$/ })).toHaveText(
      `${all.meta.total} ${all.meta.total === 1 ? 'project' : 'projects'}`,
    );
    await expectNoAxeViolations(page);
    expect(messages).toEqual([]);

    // Developer: only that developer's projects, and the URL says so.
    const byDeveloper = await apiGet<ApiPage<ApiProject>>(request, '/projects', {
      per_page: 10,
      page: 1,
      'filter[developer_id]': withBoth.developer.id,
    });
    await page.getByLabel('Developer').selectOption({ label: withBoth.developer.title });
    await expect(page).toHaveURL(`/projects?developer_id=${withBoth.developer.id}`);
    await expect(list.getByRole('article')).toHaveCount(byDeveloper.data.length);
    for (const project of byDeveloper.data) {
      await expect(list.getByRole('link', { name: project.title, exact: true })).toBeVisible();
    }

    // Location on top of it; a reload keeps both.
    await page.getByLabel('Location').selectOption({ label: withBoth.location.name });
    await expect(page).toHaveURL(
      `/projects?location_id=${withBoth.location.id}&developer_id=${withBoth.developer.id}`,
    );
    await expect(list.getByRole('link', { name: withBoth.title, exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Location')).toHaveValue(String(withBoth.location.id));
    await expect(list.getByRole('link', { name: withBoth.title, exact: true })).toBeVisible();

    // A card opens the project's page.
    await list.getByRole('link', { name: withBoth.title, exact: true }).click();
    await expect(page).toHaveURL(`/projects/${withBoth.id}`);
    await expect(page.getByRole('heading', { level: 1, name: withBoth.title })).toBeVisible();
  });

  test('an unknown project or route answers 404', async ({ page, request }) => {
    expect((await request.get('/projects/999999')).status()).toBe(404);
    expect((await request.get('/projects/abc')).status()).toBe(404);
    expect((await request.get('/projects-list')).status()).toBe(404);
    expect((await request.get('/developers/999999')).status()).toBe(404);
    await page.goto('/projects/999999');
    await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  });
});

test.describe('/developers', () => {
  test('answers 200 server-rendered, lists developers with their project counts, searches by name', async ({
    page,
    request,
  }) => {
    const all = await apiGet<ApiPage<ApiDeveloper>>(request, '/developers', {
      per_page: 10,
      page: 1,
    });
    const first = all.data[0];
    expect(first).toBeDefined();
    if (!first) return;
    const response = await request.get('/developers');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`href="/developers/${first.id}"`);

    const messages = watchConsole(page);
    await page.goto('/developers');
    await waitForApp(page);
    const list = page.getByRole('list', { name: 'Developers' });
    await expect(list.getByRole('article')).toHaveCount(all.data.length);
    // By its link's exact name: other runs add companies whose names start with this one.
    const card = list
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: first.title, exact: true }) });
    await expect(card).toContainText(
      `${first.projects_count} ${first.projects_count === 1 ? 'project' : 'projects'}`,
    );
    await expectNoAxeViolations(page);
    expect(messages).toEqual([]);

    await page.getByLabel('Developer name').fill(first.title);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      `/developers?title=${encodeURIComponent(first.title).replace(/%20/g, '+')}`,
    );
    await expect(list.getByRole('link', { name: first.title, exact: true })).toBeVisible();
    await list.getByRole('link', { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(`/developers/${first.id}`);
  });
});

test('the sitemap and the link previews include /projects and /developers', async ({ request }) => {
  const sitemap = await (await request.get('/sitemaps/pages.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/projects<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]*\/developers<\/loc>/);
  const projects = await (await request.get('/projects')).text();
  expect(projects).toContain('<meta property="og:title" content="New projects in Phuket">');
  const developers = await (await request.get('/developers')).text();
  expect(developers).toContain(
    '<meta property="og:title" content="Property developers in Phuket">',
  );
});

for (const width of [1280, 390]) {
  test(`screenshots of the directories at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/projects', '/developers', '/']) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole('article').first()).toBeVisible();
      const name = `${path === '/' ? 'home' : path.slice(1)}-${width}.png`;
      await lookAt(page, { path: testInfo.outputPath(name), fullPage: true });
    }
  });
}
