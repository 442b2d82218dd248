import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/**
 * Three photos no other listing has (ffmpeg's radial gradients from a random seed, each its
 * own shape, so the duplicate rule finds no look-alike), as files in a temporary folder.
 */
function uniquePhotos(): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-photos-'));
  return [1, 2, 3].map((n) => {
    const file = path.join(dir, `photo-${n}.png`);
    const seed = Math.floor(Math.random() * 2 ** 31);
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `gradients=size=1200x900:seed=${seed}:nb_colors=4:type=radial`,
      '-frames:v',
      '1',
      file,
    ]);
    return file;
  });
}

async function ok(
  response: { ok(): boolean; status(): number; text(): Promise<string> },
  what: string,
) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
}

/**
 * A draft of the account behind `token` with everything publishing asks for (title, types,
 * area, price, three photos), through the real API; its id. `step1` adds to or replaces the
 * step-1 fields, `area` names a demo area.
 */
export async function draftReadyToPublish(
  request: APIRequestContext,
  token: string,
  {
    step1 = {},
    area = 'Kamala',
    price = 31_000_000 + Number(String(Date.now()).slice(-5)),
    photos = uniquePhotos(),
  }: {
    step1?: Record<string, unknown>;
    area?: string;
    price?: number;
    /** Image files to upload; unique ones by default. */
    photos?: string[];
  } = {},
): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/listing/store?step=1', {
    headers,
    data: { title: 'A villa above the bay', offer_type: 'Sale', property_type: 'Villa', ...step1 },
  });
  await ok(created, 'create the draft');
  const draft = (await created.json()) as {
    id: number;
    paths: { steps: Record<string, string>; photos: string };
  };
  const locations = (await (await request.get('/api/locations')).json()) as {
    id: number;
    name: string;
  }[];
  const location = locations.find((each) => each.name === area);
  if (!location) throw new Error(`no demo area ${area}`);
  await ok(
    await request.post(`/api${draft.paths.steps['2'] ?? ''}`, {
      headers,
      data: { version: 1, location_id: location.id },
    }),
    'step 2',
  );
  await ok(
    await request.post(`/api${draft.paths.steps['3'] ?? ''}`, {
      headers,
      data: { version: 2, price, bedrooms: 4 },
    }),
    'step 3',
  );
  for (const file of photos) {
    const mimeType = file.endsWith('.jpg') ? 'image/jpeg' : 'image/png';
    await ok(
      await request.post(`/api${draft.paths.photos}`, {
        headers,
        multipart: { file: { name: path.basename(file), mimeType, buffer: fs.readFileSync(file) } },
      }),
      `upload ${path.basename(file)}`,
    );
  }
  return draft.id;
}

/** draftReadyToPublish, then published; its id. */
export async function publishedListing(
  request: APIRequestContext,
  token: string,
  options: Parameters<typeof draftReadyToPublish>[2] = {},
): Promise<number> {
  const id = await draftReadyToPublish(request, token, options);
  const headers = { authorization: `Bearer ${token}` };
  const state = (await (await request.get(`/api/listing/${id}`, { headers })).json()) as {
    version: number;
  };
  await ok(
    await request.post(`/api/listing/${id}/publish`, { headers, data: { version: state.version } }),
    'publish',
  );
  return id;
}

/**
 * A media URL without its signature: the API names a draft's media with `?exp=…&sig=…`
 * (docs/listings-api.md, "Media access") and the same file by its bare URL once public.
 */
export function withoutSignature(url: string): string {
  return url.split('?')[0] ?? url;
}

/**
 * Published listings from the seed, as the presentation editor offers them (GET
 * /api/get/presentations/options with `params`, at `origin` or the base URL): the oldest 50 to
 * 100, from the list's last two pages.
 * The list is newest first, and its first page holds what other specs publish while this one
 * runs; a moderation spec sends such a listing back to its owner mid-test, and its photos go
 * private (404 at their public URL). No spec edits the seed's.
 */
export async function seededOptions<Card>(
  request: APIRequestContext,
  headers: Record<string, string>,
  params: Record<string, string | number> = {},
  origin = '',
): Promise<Card[]> {
  const perPage = 50;
  const pageOf = async (page: number) => {
    const response = await request.get(`${origin}/api/get/presentations/options`, {
      headers,
      params: { ...params, per_page: perPage, page },
    });
    await ok(response, 'presentation options');
    return (await response.json()) as { data: Card[]; meta: { last_page: number } };
  };
  const { meta } = await pageOf(1);
  const last = await pageOf(meta.last_page);
  const before = meta.last_page > 1 ? (await pageOf(meta.last_page - 1)).data : [];
  return [...last.data, ...before];
}
