import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';
import { registerAccount } from '../support/accounts';
import { withoutSignature } from '../support/listings';

// A broker's photos, floor plan and price arrive as entered, and a copy is caught: photos
// picked together (a large one first, which finishes last) keep the picking order in step 4,
// on the step 6 card, on the search card and on the property page, all opening on the same
// cover (also the link preview's image); a floor plan opens in the photo viewer; a price over
// the limit names the limit; a file refused for its type offers no Retry; Duplicate then
// Publish in My listings names the original. Drafts belong to a broker registered for the test.

const FIXTURES = path.join(__dirname, '..', 'fixtures');

async function signInAsNewBroker(page: Page): Promise<string> {
  const { token } = await registerAccount(page.request, {
    label: 'order',
    name: 'Orla Order',
    phone: '+66812345673',
  });
  await page.context().addInitScript((value) => {
    window.localStorage.setItem('token', value);
  }, token);
  return token;
}

/** A distinct picture (its own ffmpeg pattern) of the given size, as a JPEG. */
function picture(dir: string, name: string, source: string, size: string): string {
  const file = path.join(dir, name);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `${source}=size=${size}`,
    '-frames:v',
    '1',
    '-q:v',
    '2',
    file,
  ]);
  return file;
}

/** Screenshots at both widths for a person to look at; the test goes on at its own width. */
async function screenshots(page: Page, name: string, back: number) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, { path: `/tmp/media-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: back, height: 900 });
}

interface DraftPhoto {
  id: number;
  url: string;
  thumb_url: string;
  width: number;
  is_main: boolean;
}

async function draftPhotos(request: APIRequestContext, id: number, token: string) {
  const res = await request.get(`/api/listing/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { albums: { photos: DraftPhoto[] }[] }).albums.flatMap(
    (a) => a.photos,
  );
}

for (const width of [1280, 390]) {
  test(`at ${width} px: photos keep the picking order and one cover everywhere; a floor plan opens in the viewer; a published copy names its original`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const work = test.info().outputPath('files');
    fs.mkdirSync(work, { recursive: true });
    // The large one is picked first and takes longest to send and process.
    const files = [
      picture(work, 'large.jpg', 'mandelbrot', '4000x3000'),
      picture(work, 'small-a.jpg', 'testsrc', '1280x960'),
      picture(work, 'small-b.jpg', 'smptebars', '1400x1050'),
      picture(work, 'small-c.jpg', 'rgbtestsrc', '1600x1200'),
    ];
    const plan = picture(work, 'plan.jpg', 'testsrc2', '1600x1200');

    const token = await signInAsNewBroker(page);
    const auth = { authorization: `Bearer ${token}` };
    const title = `Order villa ${width} ${Date.now()}`;
    const created = await page.request.post('/api/listing/store?step=1', {
      headers: auth,
      data: { title, offer_type: 'Sale', property_type: 'Villa', property_stage: 'Ready' },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    const locations = (await (await page.request.get('/api/locations')).json()) as {
      id: number;
      name: string;
    }[];
    const area = locations[0];
    if (!area) throw new Error('a demo area');
    const step = async (n: number, body: Record<string, unknown>) => {
      const current = (await (
        await page.request.get(`/api/listing/${id}`, { headers: auth })
      ).json()) as { version: number };
      const saved = await page.request.post(`/api/listing/${id}/step/${n}`, {
        headers: auth,
        data: { version: current.version, ...body },
      });
      expect(saved.status()).toBe(200);
    };
    await step(2, { location_id: area.id, address: 'Hillside road' });

    // Step 3: a price over the limit names the limit.
    await page.goto(`/listing/create/${id}?step=3`);
    await waitForApp(page);
    const price = page.getByLabel('Price', { exact: true });
    await price.fill('999999999999999999');
    await price.blur();
    await expect(page.getByText('Enter a price from 0 to 1,000,000,000,000.')).toBeVisible();
    await screenshots(page, `price-${width}`, width);
    // Each width's listing has its own price and area: the two runs' photos are the same
    // pictures, and one shared signal is no duplicate.
    await price.fill(String(23_456_000 + width * 1000));
    await price.blur();
    await expect(page.getByText('Enter a price from 0 to 1,000,000,000,000.')).toHaveCount(0);
    await page.getByLabel(/^Area/).fill(String(300 + Math.round(width / 10)));
    await page.getByLabel(/^Area/).blur();
    await expect
      .poll(async () => {
        const draft = await page.request.get(`/api/listing/${id}`, { headers: auth });
        return ((await draft.json()) as { area: number | null }).area;
      })
      .toBe(300 + Math.round(width / 10));

    // Step 4: four photos picked together.
    await page.goto(`/listing/create/${id}?step=4`);
    await waitForApp(page);
    await page.getByLabel('Add photos').setInputFiles(files);
    const tiles = page.locator('.photo-card__image');
    await expect(tiles).toHaveCount(4, { timeout: 150_000 });
    // Stored as picked: the large one (1920 px after resizing) first, though it finished last,
    // and the first picked is the cover (the step sets it once that upload is in).
    await expect
      .poll(async () =>
        (await draftPhotos(page.request, id, token)).map((p) => [p.width, p.is_main]),
      )
      .toEqual([
        [1920, true],
        [1280, false],
        [1400, false],
        [1600, false],
      ]);
    const cover = (await draftPhotos(page.request, id, token))[0] as DraftPhoto;
    await expect(tiles.first()).toHaveAttribute('src', cover.thumb_url);

    // A file refused for its type: the accepted types, and no Retry.
    await page.getByLabel('Add photos').setInputFiles(path.join(FIXTURES, 'not-a-photo.jpg'));
    const refused = page.locator('.uploader__item', { hasText: 'not-a-photo.jpg' });
    await expect(refused.getByRole('alert')).toHaveText(/JPEG, PNG, WebP or HEIC/);
    await expect(refused.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshots(page, `photos-${width}`, width);

    // A floor plan photo, through the API as step 5 sends it.
    const planRes = await page.request.post(`/api/listing/${id}/floor-plan/photos`, {
      headers: auth,
      multipart: {
        file: { name: 'plan.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(plan) },
      },
    });
    expect(planRes.status()).toBe(201);

    // Step 6: the card opens on the cover; publish.
    await page.goto(`/listing/create/${id}?step=6`);
    await waitForApp(page);
    const previewCard = page.locator('.listing-preview__card');
    await expect(previewCard.locator('img').first()).toHaveAttribute('src', cover.thumb_url);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

    // The search card and the link preview open on the same photo.
    const cards = (await (
      await page.request.get('/api/properties', {
        params: { per_page: 12, page: 1, sort: '-created_at' },
      })
    ).json()) as { data: { id: number; albums: { photos: { url: string }[] }[] }[] };
    const card = cards.data.find((c) => c.id === id);
    expect(card?.albums[0]?.photos[0]?.url).toBe(withoutSignature(cover.url));
    const html = await (await page.request.get(`/properties/${id}`)).text();
    const key = withoutSignature(cover.thumb_url).split('/').pop() ?? '';
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${key}"`));

    // The property page: the gallery opens on the cover; the floor plan opens in the viewer.
    await page.goto(`/properties/${id}`);
    await waitForApp(page);
    await expect(page.locator('.gallery__main')).toHaveAttribute(
      'src',
      withoutSignature(cover.url),
    );
    const popups: Page[] = [];
    page.on('popup', (popup) => popups.push(popup));
    const openPlan = page.getByRole('button', { name: 'Open floor plan 1 of 1 full screen' });
    await openPlan.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('Floor plan · 1 / 1', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, `plan-viewer-${width}`, width);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(openPlan).toBeFocused();
    expect(popups).toEqual([]);
    await expectNoAxeViolations(page);

    // My listings: Duplicate, then Publish the copy: the original is named, with a link.
    await page.goto('/listing');
    await waitForApp(page);
    const rows = page.getByTestId('my-listing');
    await rows
      .first()
      .getByRole('button', { name: /^Duplicate/ })
      .click();
    await expect(rows.first().getByText('New copy')).toBeVisible();
    const copy = rows.first();
    await copy.getByRole('button', { name: /^Publish/ }).click();
    const warning = copy.getByTestId('duplicate-warning');
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/properties/${id}`,
    );
    await expect(warning).toContainText('(yours): the same photo, a price within 1 % and an area');
    await expectNoAxeViolations(page, '[data-testid="my-listing"]');
    await screenshots(page, `duplicate-${width}`, width);
  });
}
