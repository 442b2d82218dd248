// PDF of a 10-listing presentation (budget: docs/presentations-api.md): seconds for GET
// /api/presentation/{slug}/pdf on this machine. The first PDF starts the printer's Chromium
// and is printed apart; then the median of PDF_RUNS more (default 5), each run printed.
// Usage: node presentation-pdf.mjs <base-url>
import { createBenchPresentation } from './presentation.mjs';

const base = process.argv[2];
const runs = Math.max(1, Number(process.env.PDF_RUNS ?? 5));
const { slug } = await createBenchPresentation(base, 10);

async function printOnce() {
  const start = performance.now();
  const response = await fetch(`${base}/api/presentation/${slug}/pdf`);
  const body = Buffer.from(await response.arrayBuffer());
  const seconds = (performance.now() - start) / 1000;
  if (response.status !== 200) throw new Error(`PDF: ${response.status} ${body.toString()}`);
  return { seconds, bytes: body.length };
}

const first = await printOnce();
const rest = [];
for (let i = 0; i < runs; i += 1) rest.push(await printOnce());
const times = rest.map((r) => r.seconds).sort((a, b) => a - b);
const median = times[Math.floor((times.length - 1) / 2)];
console.log(
  `10-listing presentation PDF: first ${first.seconds.toFixed(2)} s (starts Chromium), ` +
    `then median ${median.toFixed(2)} s of ${runs} ` +
    `(runs: ${rest.map((r) => r.seconds.toFixed(2)).join(', ')}; ${Math.round(first.bytes / 1024)} KB)`,
);
