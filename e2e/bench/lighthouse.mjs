// Lighthouse (mobile, simulated throttling) on /, /properties and one property page.
// Each page is measured LIGHTHOUSE_RUNS times (default 5) and the run with the median
// performance score is printed, as Lighthouse's own docs advise: one run varies by ±5 points
// with whatever else the machine is doing. Every run's score is printed too.
// Usage: node lighthouse.mjs <base-url>
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const base = process.argv[2];
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const list = await (await fetch(`${base}/api/properties?per_page=1`)).json();
const propertyId = list.data?.[0]?.id;
const pages = ['/', '/properties', ...(propertyId ? [`/properties/${propertyId}`] : [])];

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
const score = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
try {
  for (const page of pages) {
    const results = [];
    // A failed run is tried again (up to as many extra attempts as runs), so the median is
    // taken over the number of runs asked for.
    for (let i = 0; results.length < runs && i < 2 * runs; i += 1) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const { runtimeError } = result.lhr;
      // A failed run (Lighthouse's own error, e.g. a page that did not settle) is reported, not
      // counted as a score of 0.
      if (runtimeError) {
        console.log(`${page.padEnd(20)} attempt ${i + 1} failed: ${runtimeError.code}`);
      } else results.push(result.lhr);
    }
    if (results.length === 0) continue;
    const sorted = [...results].sort((a, b) => score(a) - score(b));
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
    const audit = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
    console.log(
      `${page.padEnd(20)} performance ${score(lhr)}  ` +
        `CLS ${lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}  ` +
        `FCP ${audit('first-contentful-paint')}  LCP ${audit('largest-contentful-paint')}  ` +
        `TBT ${audit('total-blocking-time')}  SI ${audit('speed-index')}  ` +
        `(runs: ${results.map(score).join(', ')})`,
    );
  }
} finally {
  await chrome.kill();
}
