import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { lookAt } from '../support/look';
import { registerAccount } from '../support/accounts';

// The wizard's media step (step 5) in Chromium against the real API, job queue and
// ffmpeg: a real MP4 uploaded with tus and given a poster by the listing-video-process job,
// floor plan photos (a PNG, and a HEIC converted by its job), a public and an owner-only PDF;
// a reload in the middle; publishing; the property page with the video, the floor plan and the public document only; the owner-only
// document refused to a guest. (HEIC photos: listing-wizard.spec.) Drafts belong to a broker
// registered for the test, so the demo broker's counts in my-listings.spec do not move.

const FIXTURES = path.join(__dirname, '..', 'fixtures');
const MEDIA_STEP = 'Step 5 of 6: Video, floor plan and documents';

/** A fresh broker through the API; its token. */
/** A fresh broker with a confirmed email (publishing needs one); its token. */
async function registerBroker(request: APIRequestContext): Promise<string> {
  return (
    await registerAccount(request, { label: 'media', name: 'Mali Media', phone: '+66812345672' })
  ).token;
}

/** A fresh broker, signed in on this tab; the token. */
async function signInAsNewBroker(page: Page): Promise<string> {
  const token = await registerBroker(page.request);
  await page.context().addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('token', value);
  }, token);
  return token;
}

/** The smallest well-formed PDF: one empty page, its cross-reference table and %%EOF. */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Screenshots at desktop and phone width, for a person to look at. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, { path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a broker adds a video, a floor plan and documents on step 5, publishes, and visitors see the public ones', async ({
  page,
  playwright,
}) => {
  test.setTimeout(180_000);
  // Real files, made for the test: a 2 s MP4, a floor plan image, two PDFs.
  const work = test.info().outputPath('files');
  fs.mkdirSync(work, { recursive: true });
  const video = path.join(work, 'tour.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=25',
    '-pix_fmt',
    'yuv420p',
    video,
  ]);
  const plan = path.join(work, 'floor-plan.png');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1600x1200',
    '-frames:v',
    '1',
    plan,
  ]);
  const brochure = path.join(work, 'brochure.pdf');
  const deed = path.join(work, 'title-deed.pdf');
  fs.writeFileSync(brochure, minimalPdf());
  fs.writeFileSync(deed, minimalPdf());

  // A draft with everything publishing needs but media, through the API.
  const token = await signInAsNewBroker(page);
  const auth = { authorization: `Bearer ${token}` };
  const title = `Media villa ${Date.now()}`;
  const created = await page.request.post('/api/listing/store?step=1', {
    headers: auth,
    data: { title, offer_type: 'Sale' },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const locations = (await (await page.request.get('/api/locations')).json()) as {
    id: number;
    name: string;
  }[];
  const kamala = locations.find((location) => location.name === 'Kamala');
  if (!kamala) throw new Error('the demo area Kamala');
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
  await step(1, { property_type: 'Villa', property_stage: 'Ready' });
  await step(2, { location_id: kamala.id, address: 'Kamala hillside' });
  await step(3, { price: 18_900_000, currency: 'THB', bedrooms: 3, bathrooms: 3, area: 240 });
  for (const [name, mimeType] of [
    ['photo-rotated-gps.jpg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.heic', 'image/heic'],
  ] as const) {
    const photo = await page.request.post(`/api/listing/${id}/photos`, {
      headers: auth,
      multipart: {
        file: { name, mimeType, buffer: fs.readFileSync(path.join(FIXTURES, name)) },
      },
    });
    // A HEIC is answered at once (202) and converted on the job queue.
    expect(photo.status()).toBe(name === 'photo.heic' ? 202 : 201);
  }
  // Publishing counts it once it is ready; the wizard below loads the draft as it is then.
  await expect
    .poll(
      async () => {
        const draft = await page.request.get(`/api/listing/${id}`, { headers: auth });
        return ((await draft.json()) as { completeness: { photos_count: number } }).completeness
          .photos_count;
      },
      { timeout: 30_000 },
    )
    .toBe(3);

  await page.goto(`/listing/create/${id}?step=5`);
  await expect(page.getByRole('heading', { level: 2, name: MEDIA_STEP })).toBeVisible();

  // The video: sent with tus, then "processing" until the job has made its poster.
  await page.getByLabel('Add a video').setInputFiles(video);
  const player = page.locator('.media-step__video video');
  await expect(player).toHaveAttribute('poster', /\.webp\?exp=\d+&sig=/, { timeout: 60_000 });
  await expect(player).toHaveAttribute('src', /\.mp4\?exp=\d+&sig=/);
  await expect(page.getByText('Processing video…')).toHaveCount(0);

  // The floor plan: a PNG, then a HEIC, which converts on the server's job queue as album
  // photos do, and the live region tells when it is ready (said only of a photo seen
  // processing; its "Processing…" tile can be shorter than a poll, media-store.test.ts).
  await page.getByLabel('Add floor plan photos').setInputFiles(plan);
  const planImages = page.locator('.media-step__plans img');
  await expect(planImages).toHaveCount(1, { timeout: 30_000 });
  await page.getByLabel('Add floor plan photos').setInputFiles(path.join(FIXTURES, 'photo.heic'));
  await expect(planImages).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId('floor-plan-announcement')).toHaveText('Floor plan 2 is ready.');

  // Reload in the middle: what is there so far is still there.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: MEDIA_STEP })).toBeVisible();
  await expect(player).toHaveAttribute('poster', /\.webp\?exp=\d+&sig=/);
  await expect(planImages).toHaveCount(2);

  // Two documents: a public brochure and an owner-only title deed.
  const addDocument = async (docTitle: string, file: string, who: RegExp) => {
    await page.getByLabel('Document title').fill(docTitle);
    await page.getByRole('radio', { name: who }).check();
    await page.getByLabel('PDF file (up to 20 MB)').setInputFiles(file);
    await page.getByRole('button', { name: 'Add document' }).click();
    await expect(page.getByRole('button', { name: `Download ${docTitle}` })).toBeVisible();
  };
  await addDocument('Brochure', brochure, /^Public/);
  await addDocument('Title deed', deed, /^Owner only/);

  await page.reload();
  await expect(player).toHaveAttribute('poster', /\.webp\?exp=\d+&sig=/);
  await expect(planImages).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Download Brochure' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Title deed' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'media-step');

  // Preview and publish.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Step 6 of 6: Preview and publish' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

  // The property page: the video with its poster, the floor plan, the public document only.
  await page.goto(`/properties/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const tour = page.locator('video.property-video');
  await expect(tour).toHaveAttribute('poster', /\.webp$/);
  await expect(tour).toHaveAttribute('src', /\.mp4$/);
  await expect(page.getByRole('img', { name: 'Floor plan 1 of 2' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Floor plan 2 of 2' })).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documents' });
  const publicLink = documents.getByRole('link', { name: 'Brochure' });
  await expect(publicLink).toBeVisible();
  // Exact: the ownership panel's note tells the buyer to have a lawyer check "the title deed".
  await expect(page.getByText('Title deed', { exact: true })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), publicLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const saved = await download.path();
  expect(fs.readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.getByRole('heading', { name: 'Video', exact: true }).scrollIntoViewIfNeeded();
  await screenshots(page, 'property-media');

  // A guest (no token, no cookies) gets the public document and a 404 for the owner-only one.
  const draft = (await (
    await page.request.get(`/api/listing/${id}`, { headers: auth })
  ).json()) as { documents: { title: string; url: string; visibility: string }[] };
  const ownerOnly = draft.documents.find((d) => d.title === 'Title deed');
  const visible = draft.documents.find((d) => d.title === 'Brochure');
  expect(ownerOnly?.visibility).toBe('owner');
  const guest = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    expect((await guest.get(ownerOnly?.url ?? '/missing')).status()).toBe(404);
    const open = await guest.get(visible?.url ?? '/missing');
    expect(open.status()).toBe(200);
    expect(open.headers()['content-type']).toContain('application/pdf');
  } finally {
    await guest.dispose();
  }
  // The owner still reads it.
  const own = await page.request.get(ownerOnly?.url ?? '/missing', { headers: auth });
  expect(own.status()).toBe(200);
});
