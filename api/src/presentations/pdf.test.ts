import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PRESENTATION_MESSAGES } from '@phuket/shared/contract';
import { listings } from '../db/schema';
import { loadConfig } from '../env';
import { signUp } from '../account/test-helpers';
import { errorBody, createTestApp } from '../test/test-app';
import { PdfPrinter, PdfUnavailable } from './pdf';

/*
 * The PDF printer against a tiny page this test serves itself (the web app is not built in
 * the API suite): the image answers late, so a PDF printed before it loaded would lack it.
 * The full presentation PDF is checked end to end (pres-ui's e2e, with pdftotext).
 */

// A 1x1 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let server: http.Server;
let base = '';
const chromium = loadConfig().pdf.chromiumPath;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/late.png') {
      setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG), 400);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html><body>
        <h1>Villas for Anna</h1>
        <section><h2>Pool villa in Kata</h2><img src="/late.png" width="300" height="200" loading="lazy" style="margin-top:3000px"></section>
        <section><h2>Sea view villa in Layan</h2></section>
      </body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('PdfPrinter', () => {
  it('prints an A4 PDF with every image loaded, reusing one browser', async () => {
    const printer = new PdfPrinter({ chromiumPath: chromium, concurrency: 2, timeoutMs: 30_000 });
    try {
      const [first, second] = await Promise.all([
        printer.print(`${base}/a`),
        printer.print(`${base}/b`),
      ]);
      for (const pdf of [first, second]) {
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        // The late image is in the file: it was loaded before printing.
        expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
      }
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
      const file = path.join(folder, 'a.pdf');
      fs.writeFileSync(file, first);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      fs.rmSync(folder, { recursive: true, force: true });
      expect(text).toContain('Pool villa in Kata');
      expect(text).toContain('Sea view villa in Layan');
      // A4 is 595 x 842 points (Chromium rounds to whole CSS pixels: 595.92 x 842.88).
      expect(first.toString('latin1')).toMatch(
        /\/MediaBox\s*\[0 0 59[56](\.\d+)? 84[23](\.\d+)?\]/,
      );
    } finally {
      await printer.close();
    }
  }, 60_000);

  it('says unavailable when Chromium is missing or the page takes too long', async () => {
    const missing = new PdfPrinter({
      chromiumPath: '/nonexistent/chromium',
      concurrency: 1,
      timeoutMs: 1000,
    });
    await expect(missing.print(`${base}/a`)).rejects.toBeInstanceOf(PdfUnavailable);
    const slow = new PdfPrinter({ chromiumPath: chromium, concurrency: 1, timeoutMs: 200 });
    try {
      // One printing, five waiting: the seventh is refused at once rather than queued.
      const all = Array.from({ length: 7 }, () => slow.print(`${base}/a`));
      const results = await Promise.allSettled(all);
      expect(results.every((r) => r.status === 'rejected')).toBe(true);
      const reasons = results.map((r) => (r.status === 'rejected' ? String(r.reason) : ''));
      expect(reasons[6]).toContain('too many PDFs waiting');
      expect(reasons[0]).not.toContain('too many PDFs waiting');
      for (const r of results) {
        if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(PdfUnavailable);
      }
    } finally {
      await slow.close();
    }
  }, 60_000);
});

describe('the PDF routes', () => {
  it('answer 503 JSON when Chromium is missing, 410/404 like the view', async () => {
    const t = await createTestApp({
      demo: false,
      env: { RATE_LIMIT_DISABLED: 'true', CHROMIUM_PATH: '/nonexistent/chromium' },
    });
    try {
      const user = await signUp(t.app, { role: 'broker' });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/presentations',
        headers: user.auth,
        payload: { title: 'To print' },
      });
      const { id, slug } = created.json<{ id: number; slug: string }>();
      for (const url of [`/api/presentation/${slug}/pdf`, `/api/presentations/${id}/pdf`]) {
        const res = await t.app.inject({ method: 'GET', url, headers: user.auth });
        expect([url, res.statusCode]).toEqual([url, 503]);
        expect(errorBody(res)).toEqual({ message: PRESENTATION_MESSAGES.pdfUnavailable });
      }
      await t.app.inject({
        method: 'POST',
        url: `/api/presentations/${id}/revoke`,
        headers: user.auth,
        payload: {},
      });
      const gone = await t.app.inject({ method: 'GET', url: `/api/presentation/${slug}/pdf` });
      expect(gone.statusCode).toBe(410);
      const owners = await t.app.inject({
        method: 'GET',
        url: `/api/presentations/${id}/pdf`,
        headers: user.auth,
      });
      expect(owners.statusCode).toBe(409);
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/presentation/NoSuchSlug1234/pdf',
      });
      expect(unknown.statusCode).toBe(404);
      // Nothing else was needed from the catalog: a listing table exists all the same.
      expect(await t.database.db.select().from(listings)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
