import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import type { PdfConfig } from '../env';
import { PDF_PRINTER_AGENT_MARK } from './tracking';

/** Chromium is missing, failed, or the page took too long: the route answers 503. */
export class PdfUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PdfUnavailable';
  }
}

// Flags for a headless browser run as root on a closed network (TOOLCHAIN.md "Browsers").
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Paper margins for a page that sets none (Chromium prints edge to edge by default); the
 * presentation's own print CSS asks for the same with `@page`.
 */
const PAGE_MARGIN = { top: '14mm', right: '14mm', bottom: '16mm', left: '14mm' };

/** PDFs that may wait per printing slot. */
const QUEUE_PER_SLOT = 5;

const ALL_IMAGES_EAGER = `for (const img of Array.from(document.images)) img.loading = 'eager'`;
/**
 * Every image fetched and decoded: `complete` alone is also true of an image that failed, and
 * a decoded one paints at once (a failed decode is left out, not waited for forever).
 */
const ALL_IMAGES_READY = `Promise.all(
  Array.from(document.images).map((img) =>
    (img.complete
      ? Promise.resolve()
      : new Promise((done) => {
          img.addEventListener('load', done, { once: true });
          img.addEventListener('error', done, { once: true });
        })
    ).then(() => (img.naturalWidth > 0 ? img.decode().catch(() => undefined) : undefined)),
  ),
).then(() => true)`;

/** `promise`, or PdfUnavailable after `ms` (page.pdf takes no timeout of its own). */
function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfUnavailable(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Prints pages to PDF in one headless Chromium, started on the first PDF and reused (a start
 * costs about a second), one page per PDF in its own context so no cookie or storage is
 * shared, and at most `concurrency` at once: each page holds ~100 MB, the rest wait.
 */
export class PdfPrinter {
  private browser: Promise<Browser> | null = null;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private closed = false;

  constructor(private readonly config: PdfConfig) {}

  private launch(): Promise<Browser> {
    if (!fs.existsSync(this.config.chromiumPath)) {
      return Promise.reject(
        new PdfUnavailable(`Chromium not found at ${this.config.chromiumPath} (CHROMIUM_PATH)`),
      );
    }
    // Loaded on the first PDF: playwright-core is the heaviest module the API has, and most
    // processes never print (it was a sixth of every start-up's module loading).
    const launching = import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({
          executablePath: this.config.chromiumPath,
          args: CHROMIUM_ARGS,
          headless: true,
        }),
      )
      .then((browser) => {
        // A crashed browser is started again by the next PDF.
        browser.on('disconnected', () => {
          if (this.browser === launching) this.browser = null;
        });
        return browser;
      });
    launching.catch(() => {
      if (this.browser === launching) this.browser = null;
    });
    this.browser = launching;
    return launching;
  }

  private async slot(): Promise<() => void> {
    // A queue longer than this would only make people wait past the timeout: refuse at once.
    if (this.waiting.length >= this.config.concurrency * QUEUE_PER_SLOT) {
      throw new PdfUnavailable('too many PDFs waiting');
    }
    if (this.running >= this.config.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    return () => {
      this.running -= 1;
      this.waiting.shift()?.();
    };
  }

  /**
   * The PDF of `url` once every image on it has loaded; PdfUnavailable on any failure. A
   * server-rendered page is whole once its HTML is parsed, and no script needs to run; one
   * rendered in the browser (its area served from elsewhere) is empty until then:
   * `readySelector` names what shows it is done, either way.
   */
  async print(url: string, options: { readySelector?: string } = {}): Promise<Buffer> {
    if (this.closed) throw new PdfUnavailable('the PDF printer is closed');
    const release = await this.slot();
    const deadline = Date.now() + this.config.timeoutMs;
    const left = () => Math.max(1, deadline - Date.now());
    try {
      const browser = await (this.browser ?? this.launch());
      const context = await browser.newContext({
        userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome ${PDF_PRINTER_AGENT_MARK}`,
        viewport: { width: 1024, height: 1400 },
      });
      try {
        const page = await context.newPage();
        // Not `load`: that would wait for the app's scripts too, which printing does not need.
        await page.goto(url, { waitUntil: 'domcontentloaded', timeout: left() });
        if (options.readySelector) {
          await page.waitForSelector(options.readySelector, { timeout: left() });
        }
        // Lazy images below the fold would print blank: load them all, then wait for each.
        // Strings, as they run in the page (this package is compiled without the DOM's types).
        await page.evaluate(ALL_IMAGES_EAGER);
        await withTimeout(page.evaluate(ALL_IMAGES_READY), left(), 'the photos took too long');
        await page.emulateMedia({ media: 'print' });
        return await withTimeout(
          page.pdf({ format: 'A4', printBackground: true, margin: PAGE_MARGIN }),
          left(),
          'printing took too long',
        );
      } finally {
        await context.close().catch(() => undefined);
      }
    } catch (error) {
      if (error instanceof PdfUnavailable) throw error;
      throw new PdfUnavailable(error instanceof Error ? error.message : String(error), {
        cause: error,
      });
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }
}
