import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { DEMO_PASSWORD, demoUsers, signInAs } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

// A broker's presentations as the demo broker sees them, against the real API, database and
// Chromium: the list's counts, the editor's prices in the presentation's currency across a
// reload, and the PDF (its name, margins, and pages that never hold a lone heading or a lone
// contact card).

interface OptionCard {
  id: number;
  title: string | null;
  price: number;
  currency: string;
  offer_type: string | null;
  albums: { photos: unknown[] }[];
}

interface Created {
  id: number;
  slug: string;
  version: number;
  items: { id: number }[];
}

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const WIDTHS = [1280, 390] as const;

async function brokerApi(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { email: demoUsers.broker.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Published listings with photos, as the picker offers them (first pages, THB). */
async function options(
  request: APIRequestContext,
  auth: Record<string, string>,
  count: number,
  currency = 'THB',
): Promise<OptionCard[]> {
  const cards: OptionCard[] = [];
  for (let page = 1; cards.length < count && page <= 10; page += 1) {
    const response = await request.get(
      `/api/get/presentations/options?per_page=6&page=${page}&currency=${currency}`,
      { headers: auth },
    );
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: OptionCard[] };
    for (const card of data) {
      if (cards.length < count && card.albums.some((album) => album.photos.length > 0)) {
        cards.push(card);
      }
    }
  }
  expect(cards).toHaveLength(count);
  return cards;
}

async function createPresentation(
  request: APIRequestContext,
  auth: Record<string, string>,
  body: object,
): Promise<Created> {
  const response = await request.post('/api/presentations', { headers: auth, data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as Created;
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // As lookAt (support/look.ts): only when a person will look.
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await testInfo.attach(name, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

/** The "as is" line of a card's price, as the catalog card writes it. */
function asIsLabel(card: OptionCard, sign: string): string {
  return `Show the listing’s price (${sign}${Math.floor(card.price).toLocaleString('en-US')})`;
}

for (const width of WIDTHS) {
  test(`My presentations counts listings and answers; a copy never opened has none (${width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const auth = await brokerApi(request);
    const cards = await options(request, auth, 4);
    const title = `Four homes for Ben ${width} ${run}`;
    const created = await createPresentation(request, auth, {
      title,
      items: cards.map((card) => ({ listing_id: card.id })),
    });
    // The client opens the link and answers on three listings (two on the first).
    expect(
      (await request.post(`/api/presentation/${created.slug}/open`, { data: {} })).status(),
    ).toBe(200);
    const answers: [number, string][] = [
      [0, 'like'],
      [0, 'maybe'],
      [2, 'no'],
    ];
    for (const [index, answer] of answers) {
      const sent = await request.post(
        `/api/presentation/${created.slug}/items/${created.items[index]?.id}/feedback`,
        { data: { answer } },
      );
      expect(sent.status()).toBe(201);
    }
    const copy = await request.post(`/api/presentations/${created.id}/duplicate`, {
      headers: auth,
      data: {},
    });
    expect(copy.status()).toBe(201);

    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInAs(page, 'broker');
    await page.goto('/presentations');
    const rowOf = (name: string) =>
      page
        .getByTestId('presentation-row')
        .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
    const original = rowOf(title);
    const duplicate = rowOf(`${title} (copy)`);
    await expect(original.locator('.presentation-row__facts')).toContainText('4 listings');
    await expect(original.getByTestId('opens')).toHaveText(
      /^Opened 1 time on 1 device, .* · 3 answers$/,
    );
    await expect(duplicate.locator('.presentation-row__facts')).toContainText('4 listings');
    await expect(duplicate.getByTestId('opens')).toHaveText('Not opened yet');
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, `presentations-list-${width}`);
  });
}

for (const width of WIDTHS) {
  test(`the editor shows listing prices in the presentation's currency, after a reload too (${width} px)`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInAs(page, 'broker');
    await page.goto('/presentations/create');
    await expect(page.getByRole('heading', { level: 1, name: 'New presentation' })).toBeVisible();
    await waitForApp(page);
    await page.getByLabel('Title').fill(`In dollars ${width} ${run}`);
    await expect(page).toHaveURL(/\/presentation\/[0-9A-Za-z]{10,}\/edit$/);

    const inDollars = page.waitForResponse(
      (response) =>
        response.url().includes('/api/get/presentations/options') &&
        response.url().includes('currency=USD') &&
        response.status() === 200,
    );
    await page.getByLabel('Currency of the prices').selectOption('USD');
    const { data } = (await (await inDollars).json()) as { data: OptionCard[] };
    // A sale: its label has no rent period to spell.
    const card = data.find((option) => option.offer_type === 'Sale' && option.price > 0);
    expect(card).toBeDefined();
    if (!card) return;
    const option = page.getByTestId('listing-option').nth(data.indexOf(card));
    await option.getByRole('button', { name: `Add ${card.title}`, exact: true }).click();
    const item = page.getByTestId('chosen-listing');
    await expect(item).toHaveCount(1);
    const asIs = item.getByRole('radio', { name: /^Show the listing’s price/ });
    await expect(asIs).toHaveAccessibleName(asIsLabel(card, '$'));
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');

    await page.reload();
    await waitForApp(page);
    await expect(page.getByLabel('Currency of the prices')).toHaveValue('USD');
    await expect(
      page.getByTestId('chosen-listing').getByRole('radio', { name: /^Show the listing’s price/ }),
    ).toHaveAccessibleName(asIsLabel(card, '$'));

    // Another currency: the line follows it once saved, never the old figure beside the new sign.
    const inEuros = page.waitForResponse(
      (response) =>
        response.url().includes('/api/get/presentations/options') &&
        response.url().includes('currency=EUR') &&
        response.status() === 200,
    );
    await page.getByLabel('Currency of the prices').selectOption('EUR');
    const euros = ((await (await inEuros).json()) as { data: OptionCard[] }).data;
    const euroCard = euros.find((option) => option.id === card.id);
    expect(euroCard?.currency).toBe('EUR');
    if (!euroCard) return;
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
    await expect(
      page.getByTestId('chosen-listing').getByRole('radio', { name: /^Show the listing’s price/ }),
    ).toHaveAccessibleName(asIsLabel(euroCard, '€'));
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, `editor-currency-${width}`);
  });
}

/** The smallest distance of any word from each edge of its page, in points (pdftotext -bbox). */
function textMargins(file: string): { left: number; top: number; right: number; bottom: number } {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const margins = { left: Infinity, top: Infinity, right: Infinity, bottom: Infinity };
  for (const page of html.split('<page ').slice(1)) {
    const [width, height] = (/width="([\d.]+)" height="([\d.]+)"/.exec(page) ?? [])
      .slice(1)
      .map(Number);
    for (const word of page.matchAll(
      /xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"/g,
    )) {
      const [xMin, yMin, xMax, yMax] = word.slice(1).map(Number);
      margins.left = Math.min(margins.left, xMin ?? 0);
      margins.top = Math.min(margins.top, yMin ?? 0);
      margins.right = Math.min(margins.right, (width ?? 0) - (xMax ?? 0));
      margins.bottom = Math.min(margins.bottom, (height ?? 0) - (yMax ?? 0));
    }
  }
  return margins;
}

test('the PDF is named after the title as written, has margins, and no page holds a lone heading or contact card', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const auth = await brokerApi(request);
  const cards = await options(request, auth, 4);
  const title = `Villas & Häuser ${run}`;
  const created = await createPresentation(request, auth, {
    title,
    intro: 'Homes near the beaches of the west coast, as we discussed.',
    items: cards.map((card, index) => ({
      listing_id: card.id,
      note: index === 0 ? 'My favourite: the view from the terrace at sunset.' : null,
    })),
  });

  // The owner's download from the editor.
  await signInAs(page, 'broker');
  await page.goto(`/presentation/${created.slug}/edit`);
  await waitForApp(page);
  const downloading = page.waitForEvent('download', { timeout: 100_000 });
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${title}.pdf`);
  const file = testInfo.outputPath('presentation.pdf');
  await download.saveAs(file);

  // The client's download from the link: the same name, for browsers and for old clients.
  const response = await request.get(`/api/presentation/${created.slug}/pdf`, { timeout: 100_000 });
  expect(response.status()).toBe(200);
  const disposition = response.headers()['content-disposition'] ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
  expect(decodeURIComponent(encoded)).toBe(`${title}.pdf`);
  expect(disposition).toContain(`filename="Villas & Hauser ${run}.pdf"`);

  // 14 mm on each side (Chromium: 39 pt), 16 mm at the foot: no word nearer the paper's edge.
  const margins = textMargins(file);
  expect(margins.left).toBeGreaterThanOrEqual(38);
  expect(margins.right).toBeGreaterThanOrEqual(38);
  expect(margins.top).toBeGreaterThanOrEqual(38);
  expect(margins.bottom).toBeGreaterThanOrEqual(38);

  // pdftotext ends each page with a form feed.
  const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .split('\f')
    .slice(0, -1)
    .map((text) =>
      text
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    );
  const listingHeadings = cards.map((card, index) => `${index + 1} ${card.title}`);
  const CONTACT = 'Questions? Get in touch';
  const headings = new Set([title, 'Location', 'About this property', CONTACT, ...listingHeadings]);
  // One listing a page, the cover above the first.
  expect(pages).toHaveLength(cards.length);
  expect(pages[0]?.slice(0, 2)).toEqual(['A SELECTION OF 4 PROPERTIES IN PHUKET', title]);
  expect(pages[0]).toContain(listingHeadings[0]);
  pages.slice(1).forEach((lines, index) => expect(lines[0]).toBe(listingHeadings[index + 1]));
  for (const [number, lines] of pages.entries()) {
    // Something besides headings on every page, and no heading left at the foot of one.
    expect([number, lines.some((line) => !headings.has(line))]).toEqual([number, true]);
    expect([number, headings.has(lines.at(-1) ?? '')]).toEqual([number, false]);
  }
  // The contact card ends the last listing's page, not a page of its own.
  const last = pages.at(-1) ?? [];
  expect(last[0]).not.toBe(CONTACT);
  expect(last).toContain(CONTACT);
  expect(last).toContain(demoUsers.broker.name);
});
