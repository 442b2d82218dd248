import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { MAIN_PORT } from '../playwright.config';
import { registerAccount, signedInTab } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';
import { expect, test, waitForApp } from '../support/test';
import { atBothWidths } from '../support/widths';

// Bulk import (docs/feed-format.md), end to end: a fresh verified broker uploads a CSV of 50
// rows, 3 of them broken each in another column, reads the dry run's report, applies it, and
// finds the 47 listings in My listings and one of them in the public search. The photos are
// fetched by the server from a small HTTP server of this spec's own (the main e2e site runs
// with IMPORT_FETCH_ALLOW_PRIVATE=true for it).

/** Clear of the config's three servers (base … base+2) and of other specs' ports. */
const PHOTO_PORT = MAIN_PORT + 40;
const PHOTO_ORIGIN = `http://127.0.0.1:${PHOTO_PORT}`;
const GOOD_ROWS = 47;
const stamp = `${Date.now()}`.slice(-7);

/**
 * Three small JPEGs no other listing has (radial gradients from a random seed, each its own
 * shape, so none is the same picture as another of its listing). Every row names the same
 * three: a listing looks like another only on two of photo, price and area
 * (listings/duplicates.ts), and the rows' prices are more than 1 % apart with no area given.
 */
function photoFiles(): Map<string, Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-import-photos-'));
  const photos = new Map<string, Buffer>();
  for (const n of [1, 2, 3]) {
    const file = path.join(dir, `photo-${n}.jpg`);
    const seed = Math.floor(Math.random() * 2 ** 31);
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi'],
      ...['-i', `gradients=size=800x600:seed=${seed}:nb_colors=4:type=radial`],
      ...['-frames:v', '1', file],
    ]);
    photos.set(`/photo-${n}.jpg`, fs.readFileSync(file));
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return photos;
}

let photoServer: http.Server | null = null;

test.beforeAll(async () => {
  const photos = photoFiles();
  const server = http.createServer((request, response) => {
    const body = photos.get(request.url ?? '');
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(PHOTO_PORT, '127.0.0.1', resolve);
  });
  photoServer = server;
});

test.afterAll(async () => {
  await new Promise((resolve) => photoServer?.close(resolve) ?? resolve(null));
});

/** One CSV cell, quoted when it must be (RFC 4180). */
const cell = (value: string | number) =>
  /[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value);

const COLUMNS = [
  'ref',
  'price',
  'price_freq',
  'type',
  'town',
  'address',
  'beds',
  'baths',
  'title_en',
  'desc_en',
  'images',
] as const;
type Row = Record<(typeof COLUMNS)[number], string | number>;

const TYPES = ['Villa', 'condo', 'house', 'Townhouse', 'Penthouse'] as const;
const IMAGES = [1, 2, 3].map((n) => `${PHOTO_ORIGIN}/photo-${n}.jpg`).join('|');

const refOf = (n: number) => `IMP-${stamp}-${String(n).padStart(2, '0')}`;
const titleOf = (n: number) => `Orchid Grove ${stamp} home No. ${String(n).padStart(2, '0')}`;

/** The file's data rows, in order; `bad` maps a data row's index to what is wrong with it. */
function feed(towns: string[]) {
  const good: { ref: string; title: string }[] = [];
  const rows: Row[] = [];
  // Spreadsheet rows (the header is row 1) of the three broken rows, and what each says.
  const bad = new Map<number, { field: string; reason: string | RegExp; patch: Partial<Row> }>([
    [11, { field: 'price', reason: 'Required.', patch: { price: '' } }],
    [
      26,
      {
        field: 'town',
        reason: '"Atlantis" is not one of the site\'s areas.',
        patch: { town: 'Atlantis' },
      },
    ],
    [41, { field: 'type', reason: /^Must be one of: Apartment, Villa/, patch: { type: 'Castle' } }],
  ]);
  let n = 0;
  for (let sheetRow = 2; sheetRow <= GOOD_ROWS + bad.size + 1; sheetRow += 1) {
    n += 1;
    const row: Row = {
      ref: refOf(n),
      // 8,000,000 up in steps of 250,000: every two prices more than 1 % apart.
      price: 8_000_000 + n * 250_000,
      price_freq: 'sale',
      type: TYPES[n % TYPES.length] ?? 'Villa',
      town: towns[n % towns.length] ?? '',
      address: `${n} Orchid Grove Road`,
      beds: 1 + (n % 5),
      baths: 1 + (n % 3),
      title_en: titleOf(n),
      desc_en: `Imported home number ${n}, with a garden, close to shops.`,
      images: IMAGES,
      ...bad.get(sheetRow)?.patch,
    };
    rows.push(row);
    if (!bad.has(sheetRow)) good.push({ ref: refOf(n), title: titleOf(n) });
  }
  const csv = [
    COLUMNS.join(','),
    ...rows.map((row) => COLUMNS.map((c) => cell(row[c])).join(',')),
  ].join('\r\n');
  return {
    csv,
    good,
    bad: [...bad].map(([sheetRow, b]) => ({ ...b, sheetRow, ref: refOf(sheetRow - 1) })),
  };
}

function reportRow(page: Page, ref: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: ref, exact: true }) });
}

test('a broker imports a CSV of 50 rows with 3 bad ones, applies it and finds the listings', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const setup = await browser.newContext();
  const account = await registerAccount(setup.request, {
    label: 'listing-import',
    name: 'Ida Importer',
  });
  const locations = (await (await setup.request.get('/api/locations')).json()) as {
    name: string;
  }[];
  await setup.close();
  const towns = locations.slice(0, 5).map((location) => location.name);
  expect(towns).toHaveLength(5);
  const { csv, good, bad } = feed(towns);
  expect(good).toHaveLength(GOOD_ROWS);

  const page = await signedInTab(browser, account, 1280);
  // My listings links the import page.
  await page.goto('/listing');
  await page.getByRole('link', { name: 'Import listings' }).click();
  await expect(page).toHaveURL('/listing/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import listings' })).toBeVisible();
  await waitForApp(page);

  // The dry run.
  await page.getByLabel('File (CSV, XLSX or XML)').setInputFiles({
    name: 'stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page).toHaveURL(/\/listing\/import\?run=\d+$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Checked: nothing is written until you apply' }),
  ).toBeFocused();
  const report = page.getByRole('region', { name: 'Report', exact: true });
  const count = (outcome: string) =>
    report.getByRole('listitem').filter({ hasText: new RegExp(`^\\d+ ${outcome}$`) });
  await expect(count('Created')).toHaveText(`${GOOD_ROWS} Created`);
  await expect(count('Refused')).toHaveText('3 Refused');
  await expect(count('Updated')).toHaveText('0 Updated');
  await expect(report.getByText('Checked: stock.csv')).toBeVisible();
  await expect(report.locator('caption')).toHaveText('Rows of the file: 50 shown of 50');
  await expect(reportRow(page, good[0]?.ref ?? '').getByRole('cell')).toHaveText([
    good[0]?.ref ?? '',
    good[0]?.title ?? '',
    'Created',
    '',
    '',
  ]);
  // Each refused row names its row, its column and why.
  for (const row of bad) {
    const line = reportRow(page, row.ref);
    await expect(line.getByRole('rowheader')).toHaveText(String(row.sheetRow));
    await expect(line.getByRole('cell')).toHaveText([
      row.ref,
      '',
      'Refused',
      row.field,
      row.reason,
    ]);
  }
  await report.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Refused' });
  await expect(report.locator('caption')).toHaveText('Rows of the file: 3 shown of 3');
  await expect(report.getByRole('rowheader')).toHaveText(bad.map((row) => String(row.sheetRow)));
  await atBothWidths(page, async (width) => {
    await expectNoAxeViolations(page);
    await lookAt(page, { path: `/tmp/listing-import-report-${width}.png`, fullPage: true });
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Apply: the job queue writes the rows, fetching their photos; the page follows it.
  await report.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'All rows' });
  const applyStarted = Date.now();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeHidden();
  const applied = page.getByRole('heading', {
    level: 2,
    name: 'Applied. Every row was written.',
  });
  await expect(applied).toBeVisible({ timeout: 180_000 });
  // A figure, not a check: the rows, their 141 photos fetched and converted, through the queue.
  const applyMs = Date.now() - applyStarted;
  test.info().annotations.push({ type: 'apply 47 rows', description: `${applyMs} ms` });
  console.log(`listing import: ${GOOD_ROWS} rows applied in ${applyMs} ms`);
  await expect(applied).toBeFocused();
  await expect(page.getByRole('progressbar')).toBeHidden();
  await expect(
    reportRow(page, good[0]?.ref ?? '')
      .getByRole('cell')
      .nth(2),
  ).toHaveText('Created · done');
  await expect(
    reportRow(page, bad[0]?.ref ?? '')
      .getByRole('cell')
      .nth(2),
  ).toHaveText('Refused');
  await atBothWidths(page, async (width) => {
    await expectNoAxeViolations(page);
    await lookAt(page, { path: `/tmp/listing-import-applied-${width}.png`, fullPage: true });
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // My listings: the 47, published (a verified account publishes at once).
  await page.getByRole('link', { name: 'Back to my listings' }).click();
  await expect(page).toHaveURL('/listing');
  await expect(page.getByText('47 listings, page 1 of 8')).toBeVisible();
  const listed = page.getByTestId('my-listing');
  await expect(listed).toHaveCount(6);
  const titles = await listed.getByRole('heading').allTextContents();
  expect(titles.every((title) => good.some((row) => row.title === title))).toBe(true);
  const picked = good[30];
  expect(picked).toBeDefined();
  await page.getByLabel('Search by title').fill(picked?.title ?? '');
  await page.getByRole('button', { name: 'Search' }).click();
  const mine = listed.filter({
    has: page.getByRole('heading', { name: picked?.title ?? '', exact: true }),
  });
  await expect(listed).toHaveCount(1);
  await expect(mine.getByText('Published', { exact: true })).toBeVisible();
  await expect(mine.getByText('Complete', { exact: true })).toBeVisible();
  // The broken rows made nothing.
  await page.getByLabel('Search by title').fill(stamp);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('47 listings, page 1 of 8')).toBeVisible();

  // The public search finds one by its title and opens its page.
  await page.goto('/properties');
  await waitForApp(page);
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill(picked?.title ?? '');
  // Suggested by name as it is typed; Enter with nothing picked searches for the text.
  await expect(
    page
      .getByRole('group', { name: 'Properties' })
      .getByRole('option', { name: new RegExp(`^${picked?.title ?? ''}`) }),
  ).toBeVisible();
  await location.press('Enter');
  await expect(page).toHaveURL(/\/properties\?search=/);
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: picked?.title ?? '', exact: true }).click();
  await expect(page).toHaveURL(/\/properties\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: picked?.title ?? '' })).toBeVisible();
  await page.close();
});
