// Lighthouse (mobile, simulated throttling) on /, /properties, /ru/properties, one property page and a public
// presentation of 5 listings (made here as the demo broker; budget: 95, docs/bundle-size.md).
// Each page is measured LIGHTHOUSE_RUNS times (default 5) and the run with the median
// performance score is printed, as Lighthouse's own docs advise: one run varies by ±5 points
// with whatever else the machine is doing. Every run's score is printed too. /properties and
// the property page get a second row with an 8x slower CPU, and each row names its longest task.
// Beside them, in the same run, a bare React page (React DOM rendering a heading and twelve
// items, built here with the site's webpack and React): its TBT is the floor this machine gives
// any React page, so a reader can tell the site's own cost from the machine's noise.
// LIGHTHOUSE_PAGES=presentation (or a comma list of the labels below) measures only those,
// beside the bare page. For the presentation, the audits Lighthouse flags are listed too.
// Usage: node lighthouse.mjs <base-url>
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { createBenchPresentation } from './presentation.mjs';

const base = process.argv[2];
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const list = await (await fetch(`${base}/api/properties?per_page=1`)).json();
const propertyId = list.data?.[0]?.id;
const presentation = await createBenchPresentation(base, 5);
const all = {
  home: '/',
  properties: '/properties',
  // The Russian search as the English one (its catalogs, longer words, Cyrillic fonts).
  'ru-properties': '/ru/properties',
  ...(propertyId ? { property: `/properties/${propertyId}` } : {}),
  presentation: presentation.path,
};
const only = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
const pages = Object.entries(all)
  .filter(([name]) => only.length === 0 || only.includes(name))
  .map(([, page]) => page);

/** Builds the bare React page and serves it (gzip, like the site); returns its URL. */
async function serveBareReactPage() {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const fromShell = createRequire(path.join(root, 'shell', 'package.json'));
  const webpack = createRequire(path.join(root, 'shared', 'package.json'))('webpack');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-react-'));
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    `const React = require(${JSON.stringify(fromShell.resolve('react'))});
const { createRoot } = require(${JSON.stringify(fromShell.resolve('react-dom/client'))});
const items = Array.from({ length: 12 }, (_, i) => React.createElement('li', { key: i }, 'Item ' + (i + 1)));
createRoot(document.getElementById('root')).render(
  React.createElement('main', null, React.createElement('h1', null, 'Bare React page'), React.createElement('ul', null, items)),
);`,
  );
  await new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './index.js',
        output: { path: dir, filename: 'bundle.js' },
      },
      (err, stats) =>
        err || stats.hasErrors() ? reject(err ?? new Error(stats.toString())) : resolve(),
    ),
  );
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bare React page</title>' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"></head>' +
    '<body><div id="root"></div><script defer src="/bundle.js"></script></body></html>';
  const bundle = zlib.gzipSync(fs.readFileSync(path.join(dir, 'bundle.js')), { level: 9 });
  const server = http.createServer((req, res) => {
    if (req.url === '/bundle.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip' });
      res.end(bundle);
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

const bare = await serveBareReactPage();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
});
// A phone slower than Lighthouse's default model (its CPU 4x slower than this machine's): the
// search and property pages are measured again at 8x, as a second row.
const SLOW_CPU = 8;
const SLOW_CPU_PAGES = new Set([
  '/properties',
  ...(propertyId ? [`/properties/${propertyId}`] : []),
]);
const slowCpuConfig = {
  extends: 'lighthouse:default',
  settings: {
    throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: SLOW_CPU },
  },
};
/** The longest main-thread task Lighthouse lists (its simulated duration, as TBT uses) and its script. */
const longestTask = (lhr) => {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  const longest = items.reduce((a, b) => (b.duration > (a?.duration ?? 0) ? b : a), null);
  return longest
    ? `${Math.round(longest.duration)} ms (${String(longest.url).replace(/^.*\//, '')})`
    : 'none';
};
const score = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
const tbt = (lhr) => lhr.audits['total-blocking-time']?.numericValue ?? 0;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
try {
  const rows = [...pages, bare.url].flatMap((page) => [
    { page, slow: false },
    ...(SLOW_CPU_PAGES.has(page) ? [{ page, slow: true }] : []),
  ]);
  for (const { page, slow } of rows) {
    const url = page === bare.url ? page : `${base}${page}`;
    const name =
      page === bare.url ? 'bare React page' : page === presentation.path ? 'presentation' : page;
    const label = slow ? `  CPU ${SLOW_CPU}x` : name;
    const results = [];
    // A failed run is tried again (up to as many extra attempts as runs), so the median is
    // taken over the number of runs asked for.
    for (let i = 0; results.length < runs && i < 2 * runs; i += 1) {
      const result = await lighthouse(
        url,
        { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
        slow ? slowCpuConfig : undefined,
      );
      const { runtimeError } = result.lhr;
      // A failed run (Lighthouse's own error, e.g. a page that did not settle) is reported, not
      // counted as a score of 0.
      if (runtimeError) {
        console.log(`${label.padEnd(20)} attempt ${i + 1} failed: ${runtimeError.code}`);
      } else results.push(result.lhr);
    }
    if (results.length === 0) continue;
    const sorted = [...results].sort((a, b) => score(a) - score(b));
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
    const audit = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
    console.log(
      `${label.padEnd(20)} performance ${score(lhr)}  ` +
        `CLS ${lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}  ` +
        `FCP ${audit('first-contentful-paint')}  LCP ${audit('largest-contentful-paint')}  ` +
        `TBT ${audit('total-blocking-time')}  SI ${audit('speed-index')}  ` +
        `(runs: ${results.map(score).join(', ')}; median TBT ${Math.round(median(results.map(tbt)))} ms; ` +
        `longest task ${longestTask(lhr)})`,
    );
    if (page === presentation.path) {
      // What Lighthouse holds against the page in the median run, worst first.
      const flagged = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      console.log(`${''.padEnd(20)} flagged: ${flagged.join('; ') || 'nothing'}`);
    }
  }
} finally {
  await chrome.kill();
  bare.close();
}
