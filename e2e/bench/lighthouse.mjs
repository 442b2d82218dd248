// Lighthouse (mobile, simulated throttling) on /, /properties and one property page.
// Prints the performance score and CLS of each. Usage: node lighthouse.mjs <base-url>
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const base = process.argv[2];
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
try {
  for (const page of pages) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const lhr = result.lhr;
    const audit = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
    console.log(
      `${page.padEnd(20)} performance ${Math.round((lhr.categories.performance.score ?? 0) * 100)}  ` +
        `CLS ${lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}  ` +
        `FCP ${audit('first-contentful-paint')}  LCP ${audit('largest-contentful-paint')}  TBT ${audit('total-blocking-time')}`,
    );
  }
} finally {
  await chrome.kill();
}
