// Prints the JavaScript a browser downloads for `/`: the shell's own files before any remote
// is asked for, then everything up to the home screen, each file gzip -9, plus each remote's
// remoteEntry.js. Usage: node first-load.mjs <base-url> <repo-root>
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [baseUrl, root] = process.argv.slice(2);
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

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
page.on('response', async (response) => {
  if (response.request().resourceType() !== 'script') return;
  try {
    scripts.push({ url: response.url(), body: await response.body(), at: Date.now() });
  } catch {
    // A response without a body (redirect) has nothing to weigh.
  }
});
const started = Date.now();
await page.goto(baseUrl, { waitUntil: 'load' });
await page.getByRole('heading', { level: 1 }).first().waitFor();
await page.waitForLoadState('networkidle');
const rendered = Date.now() - started;
await browser.close();

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
console.log(`  total ${kb(shellTotal)} (budget 150 KB)`);
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
