import { expect, test, waitForApp } from '../support/test';
import { registerAccount, signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/console';
import { lookAt } from '../support/look';

// The staff overview as an admin reads it, at desktop and phone width: the figures are the
// API's, each chart is drawn (its chart code fetched on this page only) and named by a summary,
// every figure is in the table, and nothing overflows a phone's width.

const CHARTS = ['New listings', 'Publications', 'Enquiries', 'Sign-ups'];

interface Overview {
  days: { day: string }[];
  totals: Record<'listings' | 'publications' | 'enquiries' | 'signups', number>;
  listings_by_status: { status: string; count: number }[];
  moderation_queue: { waiting: number };
}

for (const width of [1280, 390]) {
  test(`an admin reads the overview at ${width} px`, async ({ page }) => {
    // Two axe runs over a 90-row table: slow on a busy 2-core machine.
    test.setTimeout(90_000);
    // Today's sign-ups are never zero once this one has registered.
    await registerAccount(page.request, { label: `overview-${width}` });
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'admin');
    const chartCode: string[] = [];
    page.on('request', (request) => {
      if (/daily-charts/.test(request.url())) chartCode.push(request.url());
    });

    // The home page fetches none of the chart code.
    await page.goto('/');
    await waitForApp(page);
    expect(chartCode).toEqual([]);

    // From here on (the home page opened signed in by token alone is not this spec's subject).
    const problems = watchConsole(page);
    // The figures the page got: other workers sign up and publish meanwhile, so a second
    // request could already count one more.
    const shown = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/admin/overview',
    );
    await page.goto('/staff/overview');
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    const answer = await shown;
    expect(answer.status()).toBe(200);
    const overview = (await answer.json()) as Overview;
    expect(overview.days).toHaveLength(90);
    expect(overview.totals.signups).toBeGreaterThan(0);

    // Each series: its total as a figure, its chart drawn on a canvas within the card.
    for (const name of CHARTS) {
      const chart = page.getByRole('img', { name: new RegExp(`^${name} per day from`) });
      await expect(chart).toBeVisible();
      await expect(chart.locator('canvas')).toHaveCount(1);
      const box = (await chart.boundingBox())!;
      const canvas = (await chart.locator('canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(200);
      expect(canvas.x + canvas.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    expect(chartCode.length).toBeGreaterThan(0);
    const figures = page.locator('.overview-chart__total');
    await expect(figures).toHaveText(
      [
        overview.totals.listings,
        overview.totals.publications,
        overview.totals.enquiries,
        overview.totals.signups,
      ].map((n) => n.toLocaleString('en-US')),
    );

    // Every listing status, zeros included; the queue's size.
    const statuses = page.getByRole('region', { name: 'Listings by status' }).getByRole('listitem');
    await expect(statuses).toHaveCount(overview.listings_by_status.length);
    await expect(page.getByRole('region', { name: 'Moderation queue' })).toContainText(
      `${overview.moderation_queue.waiting} listing`,
    );

    // Nothing wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await lookAt(page, { path: test.info().outputPath(`overview-${width}.png`), fullPage: true });
    await lookAt(page.getByRole('listitem').filter({ hasText: 'New listings' }), {
      path: test.info().outputPath(`overview-chart-${width}.png`),
    });

    // The table holds every day's figures.
    await page.locator('summary', { hasText: 'Figures per day' }).click();
    const table = page.getByRole('table', { name: 'Figures per day' });
    await expect(table.getByRole('row')).toHaveCount(92);
    await expectNoAxeViolations(page);
    await lookAt(page.getByRole('region', { name: 'Figures per day' }), {
      path: test.info().outputPath(`overview-table-${width}.png`),
    });
    expect(problems).toEqual([]);
  });
}

test('the overview speaks Russian at /ru', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/ru/staff/overview');
  await expect(page.getByRole('heading', { name: 'Обзор', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Новые объявления по дням/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Очередь модерации' })).toBeVisible();
});

test('a broker who opens the overview is told who it is for', async ({ page }) => {
  await signInAs(page, 'broker');
  await page.goto('/staff/overview');
  await expect(
    page.getByRole('heading', { name: 'This page is for admins', level: 1 }),
  ).toBeVisible();
  const answer = await page.request.get('/api/admin/overview');
  expect(answer.status()).toBe(401);
});
