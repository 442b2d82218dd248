import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  LANGUAGE_TAGS,
  PRESENTATION_MESSAGES,
  isLocale,
  type Locale,
} from '@phuket/shared/contract';
import { listings } from '../db/schema';
import { loadConfig } from '../env';
import { signUp } from '../account/test-helpers';
import { errorBody, createTestApp } from '../test/test-app';
import { parse as parseDisposition } from 'content-disposition';
import { PdfPrinter, PdfUnavailable } from './pdf';
import { pdfDisposition } from './pdf-route';

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
/** The addresses the printer asked this server for. */
const printed: string[] = [];

/** The public page's heading in each language, as the presentations area's catalogs write it. */
const HEADINGS: Record<Locale, string> = {
  en: 'A selection of 2 properties in Phuket',
  ru: 'Подборка: 2 объекта на Пхукете',
  th: 'คัดสรรอสังหาริมทรัพย์ 2 รายการ ในภูเก็ต',
  zh: '为您精选的 2 套普吉岛房产',
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/late.png') {
      setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG), 400);
      return;
    }
    // A stand-in of the public page in the language of its address's prefix.
    const page = /^(?:\/(ru|th|zh))?\/presentation\//.exec(req.url ?? '');
    if (page) {
      printed.push(req.url ?? '');
      const locale: Locale = isLocale(page[1]) ? page[1] : 'en';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><body><div class="pres-public" data-ready="true">
          <p>${HEADINGS[locale]}</p><h1>Villas</h1></div></body></html>`,
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      // No margin of its own, as the presentation's page on screen: paper's come from the printer.
      `<!doctype html><html><body style="margin:0"><div class="pres-public" data-ready="true">
        <h1 style="margin:0">Villas for Anna</h1>
        <p style="margin:0;text-align:right">Right-hand line</p>
        <section><h2>Pool villa in Kata</h2><img src="/late.png" width="300" height="200" loading="lazy" style="margin-top:3000px"></section>
        <section><h2>Sea view villa in Layan</h2></section>
      </div></body></html>`,
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

  it('leaves paper margins around a page that has none', async () => {
    const printer = new PdfPrinter({ chromiumPath: chromium, concurrency: 1, timeoutMs: 30_000 });
    try {
      const words = wordBoxes(await printer.print(`${base}/a`));
      expect(words.length).toBeGreaterThan(5);
      // 14 mm (Chromium: 52 px, 39 pt): every word is that far from each edge of the A4 page.
      const margin = 38;
      for (const word of words) {
        expect([word.text, word.xMin >= margin, word.yMin >= margin]).toEqual([
          word.text,
          true,
          true,
        ]);
        expect([word.text, word.xMax <= word.pageWidth - margin]).toEqual([word.text, true]);
        expect([word.text, word.yMax <= word.pageHeight - margin]).toEqual([word.text, true]);
      }
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

interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  pageWidth: number;
  pageHeight: number;
}

/** Every word of a PDF with its box in points, from `pdftotext -bbox`. */
function wordBoxes(pdf: Buffer): WordBox[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
  try {
    const file = path.join(folder, 'words.pdf');
    fs.writeFileSync(file, pdf);
    // Pages with no text (a photo alone) make it say "no word list" on stderr: not ours to show.
    const html = execFileSync('pdftotext', ['-bbox', file, '-'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString();
    const words: WordBox[] = [];
    for (const page of html.split('<page ').slice(1)) {
      const size = /width="([\d.]+)" height="([\d.]+)"/.exec(page);
      const pageWidth = Number(size?.[1]);
      const pageHeight = Number(size?.[2]);
      for (const m of page.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        const [xMin, yMin, xMax, yMax] = [m[1], m[2], m[3], m[4]].map(Number) as [
          number,
          number,
          number,
          number,
        ];
        words.push({ text: m[5] ?? '', xMin, yMin, xMax, yMax, pageWidth, pageHeight });
      }
    }
    return words;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe('the PDF download', () => {
  it('is named after the title as written, with an ASCII name for old clients', async () => {
    // The printed page is this test's own (PUBLIC_URL): the site is not built in the API suite.
    const t = await createTestApp({
      demo: false,
      env: { RATE_LIMIT_DISABLED: 'true', PUBLIC_URL: base, CHROMIUM_PATH: chromium },
    });
    try {
      const user = await signUp(t.app, { role: 'broker' });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/presentations',
        headers: user.auth,
        payload: { title: 'Villas & Häuser: Kata/Karon' },
      });
      const { id, slug } = created.json<{ id: number; slug: string }>();
      for (const url of [`/api/presentations/${id}/pdf`, `/api/presentation/${slug}/pdf`]) {
        const res = await t.app.inject({ method: 'GET', url, headers: user.auth });
        expect([url, res.statusCode]).toEqual([url, 200]);
        const header = String(res.headers['content-disposition']);
        expect(header).toContain("filename*=UTF-8''Villas%20%26%20H%C3%A4user%20Kata%20Karon.pdf");
        // What a browser saves it as (filename*), and what a client reading only filename does.
        expect(parseDisposition(header).parameters.filename).toBe('Villas & Häuser Kata Karon.pdf');
        expect(parseDisposition(header, { extended: false }).parameters).toMatchObject({
          filename: 'Villas & Hauser Kata Karon.pdf',
        });
      }
    } finally {
      await t.close();
    }
  }, 60_000);

  it('falls back to an ASCII "presentation.pdf" for a title with no Latin letters', () => {
    expect(pdfDisposition('บ้านภูเก็ต')).toBe(
      `attachment; filename=presentation.pdf; filename*=UTF-8''${encodeURIComponent('บ้านภูเก็ต')}.pdf`,
    );
    expect(pdfDisposition('Villas in Kata')).toBe('attachment; filename="Villas in Kata.pdf"');
  });
});

/** The text of a PDF, and the fonts it embeds (`pdffonts`). */
function pdfTextAndFonts(pdf: Buffer): { text: string; fonts: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
  try {
    const file = path.join(folder, 'page.pdf');
    fs.writeFileSync(file, pdf);
    return {
      text: execFileSync('pdftotext', [file, '-']).toString(),
      fonts: execFileSync('pdffonts', [file]).toString(),
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe("the PDF in the client's language", () => {
  it("prints the page of the presentation's language, or the one asked for, with its glyphs", async () => {
    const t = await createTestApp({
      demo: false,
      env: { RATE_LIMIT_DISABLED: 'true', PUBLIC_URL: base, CHROMIUM_PATH: chromium },
    });
    try {
      const user = await signUp(t.app, { role: 'broker' });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/presentations',
        headers: user.auth,
        payload: { title: 'Виллы для Анны', locale: 'ru' },
      });
      const { id, slug } = created.json<{ id: number; slug: string }>();
      printed.length = 0;

      const russian = await t.app.inject({ method: 'GET', url: `/api/presentation/${slug}/pdf` });
      expect(russian.statusCode).toBe(200);
      expect(pdfTextAndFonts(russian.rawPayload).text).toContain(HEADINGS.ru);
      const owners = await t.app.inject({
        method: 'GET',
        url: `/api/presentations/${id}/pdf`,
        headers: user.auth,
      });
      expect(pdfTextAndFonts(owners.rawPayload).text).toContain(HEADINGS.ru);

      // The client reading the page in another language downloads that language's PDF; Thai
      // and Chinese come out as text, so the glyphs were drawn from fonts that have them, and
      // those fonts travel in the file.
      for (const [locale, font] of [
        ['th', /Loma|Garuda|Kinnari|Norasi|Sawasdee|Umpush|Waree|Tlwg|Laksaman|Purisa/i],
        ['zh', /WenQuanYi|wqy|Noto\w*CJK|Droid\w*Fallback/i],
      ] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/presentation/${slug}/pdf?lang=${locale}`,
        });
        expect([locale, res.statusCode]).toEqual([locale, 200]);
        const { text, fonts } = pdfTextAndFonts(res.rawPayload);
        expect(text.replace(/\s+/g, '')).toContain(HEADINGS[locale].replace(/\s+/g, ''));
        expect(fonts).toMatch(font);
        expect(fonts).toMatch(/\byes\s+yes\b/);
      }
      const english = await t.app.inject({
        method: 'GET',
        url: `/api/presentation/${slug}/pdf?lang=en`,
      });
      expect(pdfTextAndFonts(english.rawPayload).text).toContain(HEADINGS.en);
      // Each printed from its language's address; English kept from the client's language.
      expect(printed).toEqual([
        `/ru/presentation/${slug}?print=1&lang=ru`,
        `/ru/presentation/${slug}?print=1&lang=ru`,
        `/th/presentation/${slug}?print=1&lang=th`,
        `/zh/presentation/${slug}?print=1&lang=zh`,
        `/presentation/${slug}?print=1&lang=en`,
      ]);

      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/presentation/${slug}/pdf?lang=de`,
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['lang']);
    } finally {
      await t.close();
    }
  }, 90_000);
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
