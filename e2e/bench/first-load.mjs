// Prints the JavaScript a browser downloads for `/`: what it has asked for when the page is
// interactive (hydrated: <html data-hydrated>), each file gzip -9 and as sent (the build's
// brotli copy), against the 130 KB budget; then everything up to network idle, plus each
// remote's remoteEntry.js. With --holds, each file until interactive also names what it holds
// (its largest sources, by the build's source map). Usage: node first-load.mjs <url> <repo-root> [--holds]
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [baseUrl, root, ...flags] = process.argv.slice(2);
const withHolds = flags.includes('--holds');
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The largest sources of a served script, by their original size in the build's source map
 * (packages from node_modules summed under their name): '/remotes/mfe-catalog/1.js' is
 * mfe-catalog/dist/1.js, anything else the shell's dist.
 */
function holds(pathname) {
  const [, remote, file] = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname) ?? [
    null,
    'shell',
    pathname.slice(1),
  ];
  const mapFile = path.join(root, remote, 'dist', `${file}.map`);
  if (!fs.existsSync(mapFile)) return '';
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const sizes = new Map();
  map.sources.forEach((source, i) => {
    const name = source.includes('node_modules/')
      ? source.replace(/^.*node_modules\//, '').replace(/^((@[^/]+\/)?[^/]+).*$/, '$1')
      : source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
    sizes.set(name, (sizes.get(name) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
  });
  return [...sizes]
    .filter(([name]) => !name.startsWith('webpack/'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name]) => name)
    .join(', ');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const page = await browser.newPage();
const scripts = [];
let hydratedAt = null;
page.on('response', async (response) => {
  if (response.request().resourceType() !== 'script') return;
  const at = Date.now();
  try {
    const body = await response.body();
    const sizes = await response.request().sizes();
    scripts.push({ url: response.url(), body, sent: sizes.responseBodySize, at });
  } catch {
    // A response without a body (redirect) has nothing to weigh.
  }
});
// The moment the page marks itself interactive, on the page's own clock: a script the page
// asks for just after the mark (the currency lookup's API client) is not counted however fast
// this process notices the mark.
await page.addInitScript(() => {
  // The document, not <html>: an init script runs before <html> exists.
  const doc = globalThis.document;
  new globalThis.MutationObserver((_, observer) => {
    if (doc.documentElement?.dataset.hydrated !== 'true') return;
    globalThis.__hydratedMark = globalThis.performance.now();
    observer.disconnect();
  }).observe(doc, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
});
const started = Date.now();
await page.goto(baseUrl, { waitUntil: 'commit' });
await page.waitForFunction(() => globalThis.document.documentElement.dataset.hydrated === 'true');
hydratedAt = Date.now();
await page.waitForLoadState('networkidle');
const rendered = Date.now() - started;
const { mark, requested } = await page.evaluate(() => ({
  mark: globalThis.__hydratedMark,
  requested: globalThis.performance
    .getEntriesByType('resource')
    .map((entry) => [entry.name, entry.startTime]),
}));
await browser.close();

const requestedAt = new Map(requested);
const untilInteractive = scripts.filter((s) => (requestedAt.get(s.url) ?? Infinity) <= mark);
let interactiveGzip = 0;
let interactiveSent = 0;
console.log(`JavaScript for ${baseUrl} until it is interactive (hydrated):`);
for (const s of untilInteractive) {
  const size = gzipSize(s.body);
  interactiveGzip += size;
  interactiveSent += s.sent;
  const pathname = new URL(s.url).pathname;
  console.log(`  ${pathname.padEnd(48)} gzip ${kb(size)}  sent ${kb(s.sent)}`);
  if (withHolds) {
    const held = holds(pathname);
    if (held) console.log(`    holds ${held}`);
  }
}
console.log(
  `  total gzip -9 ${kb(interactiveGzip)}${new URL(baseUrl).pathname === '/' ? ' (budget 130 KB)' : ''}, as sent ${kb(interactiveSent)}; ` +
    `hydrated ${hydratedAt - started} ms after navigation`,
);

const isRemote = (url) => /\/remotes\/|mf-manifest|remoteEntry/.test(url);
const firstRemote = scripts.findIndex((s) => isRemote(s.url));
const shellFiles = firstRemote === -1 ? scripts : scripts.slice(0, firstRemote);
let shellTotal = 0;
console.log(`JavaScript for ${baseUrl} before the first remote screen (gzip -9):`);
for (const s of shellFiles) {
  const size = gzipSize(s.body);
  shellTotal += size;
  console.log(`  ${new URL(s.url).pathname.padEnd(48)} ${kb(size)}`);
}
console.log(`  total ${kb(shellTotal)}`);
let all = 0;
for (const s of scripts) all += gzipSize(s.body);
console.log(
  `JavaScript up to the rendered home screen: ${scripts.length} files, ${kb(all)}; heading visible and network idle after ${rendered} ms`,
);

console.log('remoteEntry.js of each remote (gzip -9):');
for (const remote of [
  'mfe-catalog',
  'mfe-account',
  'mfe-listings',
  'mfe-database',
  'mfe-presentations',
]) {
  const file = path.join(root, remote, 'dist', 'remoteEntry.js');
  if (fs.existsSync(file))
    console.log(`  ${remote.padEnd(20)} ${kb(gzipSize(fs.readFileSync(file)))}`);
}

// Each wizard step's own scripts (budget 60 KB gzip each), from the build's
// dist/chunk-groups.json: the step's chunk and the split chunks it loads with it. Chunks the
// wizard page has already loaded (shared UI, the store) are counted too, so this is an upper bound.
const groupsFile = path.join(root, 'mfe-listings', 'dist', 'chunk-groups.json');
if (fs.existsSync(groupsFile)) {
  console.log('Listing wizard, the scripts of each step (gzip -9; budget 60 KB each):');
  const groups = JSON.parse(fs.readFileSync(groupsFile, 'utf8'));
  for (const [name, files] of Object.entries(groups)) {
    if (!name.startsWith('wizard-step-')) continue;
    const sizes = files.map((file) =>
      gzipSize(fs.readFileSync(path.join(root, 'mfe-listings', 'dist', file))),
    );
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.log(
      `  ${name.replace('wizard-step-', '').padEnd(10)} ${kb(total).padStart(9)}  (${files.length} files: ${files
        .map((file, i) => `${file.replace(/\.[0-9a-f]{10}\.js$/, '')} ${kb(sizes[i])}`)
        .join(', ')})`,
    );
  }
}
