import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { cardKey } from '../../catalog/media-url';
import { AGENT_SEEDS, DEVELOPER_SEEDS } from './developers-data';
import {
  CARD_SIZE,
  LARGE_SIZE,
  PHOTO_POOL,
  PLAN_KEYS,
  avatarSvg,
  logoSvg,
  photoSvg,
  planSvg,
} from './image-pool';

/** Storage keys (paths relative to the media folder) of the generated pool. */
export const POOL_DIR = 'catalog';

export function largeKey(name: string): string {
  return `${POOL_DIR}/photos/${name}.webp`;
}

export function logoKey(index: number): string {
  return `${POOL_DIR}/logos/developer-${index + 1}.webp`;
}

export function avatarKey(index: number): string {
  return `${POOL_DIR}/avatars/agent-${index + 1}.webp`;
}

export const DOCUMENT_KEY = `${POOL_DIR}/documents/sample-document.pdf`;

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function renderPhoto(mediaDir: string, key: string, svg: string): Promise<void> {
  const largeFile = path.join(mediaDir, key);
  const cardFile = path.join(mediaDir, cardKey(key));
  // Files are derived from fixed seeds, so an existing file is already the right picture.
  if ((await exists(largeFile)) && (await exists(cardFile))) return;
  await mkdir(path.dirname(largeFile), { recursive: true });
  const raster = sharp(Buffer.from(svg));
  const large = await raster
    .clone()
    .resize(LARGE_SIZE.width, LARGE_SIZE.height)
    .webp({ quality: LARGE_SIZE.quality })
    .toBuffer();
  const card = await raster
    .clone()
    .resize(CARD_SIZE.width, CARD_SIZE.height)
    .webp({ quality: CARD_SIZE.quality })
    .toBuffer();
  await writeFile(largeFile, large);
  await writeFile(cardFile, card);
}

async function renderSquare(
  mediaDir: string,
  key: string,
  svg: string,
  size: number,
): Promise<void> {
  const file = path.join(mediaDir, key);
  if (await exists(file)) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    await sharp(Buffer.from(svg)).resize(size, size).webp({ quality: 80 }).toBuffer(),
  );
}

/** A one-page PDF written by hand: enough for the document download link to open something real. */
function samplePdf(): Buffer {
  const text = 'Sample document - Phuket property marketplace demo data';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length + 35} >>\nstream\nBT /F1 16 Tf 60 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

/**
 * Renders the whole pool into `mediaDir` (skipping files already there) with bounded
 * parallelism: sharp uses its own threads, and two cores gain nothing from more.
 */
export async function ensureImagePool(mediaDir: string): Promise<void> {
  const jobs: (() => Promise<void>)[] = [
    ...PHOTO_POOL.map((p) => () => renderPhoto(mediaDir, largeKey(p.key), photoSvg(p))),
    ...PLAN_KEYS.map((k, i) => () => renderPhoto(mediaDir, largeKey(k), planSvg(i))),
    ...DEVELOPER_SEEDS.map(
      (d, i) => () => renderSquare(mediaDir, logoKey(i), logoSvg(d.title, i), 320),
    ),
    ...AGENT_SEEDS.map(
      (a, i) => () => renderSquare(mediaDir, avatarKey(i), avatarSvg(a.name, i), 256),
    ),
    async () => {
      const file = path.join(mediaDir, DOCUMENT_KEY);
      if (await exists(file)) return;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, samplePdf());
    },
  ];
  const queue = [...jobs];
  const workers = Array.from({ length: 4 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  });
  await Promise.all(workers);
}
