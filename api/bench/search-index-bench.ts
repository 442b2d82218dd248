/*
 * The search index alone, without a database or HTTP: builds ListingSearchIndex over
 * BENCH_LISTINGS generated listings (default 1 000 000) and prints its build time, the heap and
 * RSS it holds, the build in steps (the keeper's: how long the longest step holds the thread),
 * and the time of the properties bench's rotating searches (property-searches.ts)
 * per search: where a search's microseconds go at Thailand's scale.
 */
import { parseListingFilters } from '../src/catalog/listing-filters';
import { ListingSearchIndex, indexQuery, type IndexRow } from '../src/catalog/listing-index';
import { generateListings } from '../src/seed/catalog/listing-generator';
import { runBench } from './bench-kit';
import { rotatingPaths } from './property-searches';

const n = Number(process.env.BENCH_LISTINGS ?? 1_000_000);

function rowsOf(count: number): IndexRow[] {
  const rows: IndexRow[] = [];
  let i = 0;
  for (const l of generateListings(777, count)) {
    i++;
    rows.push({
      id: i,
      offerType: l.offerType,
      propertyType: l.propertyType,
      propertyStage: l.propertyStage,
      rentalType: l.rentalType,
      furniture: l.furniture,
      locationId: (i % 40) + 1,
      developerId: l.developerIndex,
      projectId: l.projectIndex,
      userId: (l.agentSlot % 50) + 1,
      bedrooms: l.bedrooms,
      bathrooms: l.bathrooms,
      priceThb: l.price,
      area: l.area,
      createdMicros: 1_700_000_000_000_000 - l.ageMinutes * 60_000_000,
      amenityIds: l.amenitySlots.map((s) => s + 1),
      tenure: l.tenure,
      foreignFreehold: false,
    });
  }
  return rows;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const gc = (globalThis as { gc?: () => void }).gc;

async function main(): Promise<void> {
  const generated = rowsOf(n);
  gc?.();
  {
    // The keeper's build: in steps, with a pause between them where requests would run.
    let steps = 0;
    let longest = 0;
    let last = performance.now();
    const started = last;
    await ListingSearchIndex.build(generated, async () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      steps++;
      await new Promise((resolve) => setImmediate(resolve));
      last = performance.now();
    });
    longest = Math.max(longest, performance.now() - last);
    console.log(
      `${n} listings in steps: ${(performance.now() - started).toFixed(0)} ms in ${steps + 1} steps, the longest ${longest.toFixed(1)} ms`,
    );
    gc?.();
  }
  const before = process.memoryUsage();
  const buildStart = performance.now();
  const index = new ListingSearchIndex(generated);
  const buildMs = performance.now() - buildStart;
  generated.length = 0;
  gc?.();
  const after = process.memoryUsage();
  console.log(
    `${n} listings: built in ${buildMs.toFixed(0)} ms; heap ${mb(after.heapUsed)} (rows freed), array buffers ${mb(after.arrayBuffers)}, rss ${mb(after.rss)} (before: rss ${mb(before.rss)})`,
  );

  const now = new Date();
  const queries = rotatingPaths()
    .slice(0, 3000)
    .map((path) => {
      const url = new URL(path, 'http://x');
      const query = Object.fromEntries(url.searchParams);
      const page = Number(query.page ?? 1);
      return {
        q: indexQuery({
          filters: parseListingFilters(query).filters,
          currency: 'THB',
          rates: { THB: 1, USD: 36, EUR: 39, RUB: 0.4, CNY: 5 } as never,
          sort: '-created_at',
          page,
          perPage: 12,
          now,
        }),
        offset: (page - 1) * 12,
      };
    });
  for (let round = 0; round < 3; round++) {
    const times: number[] = [];
    let matched = 0;
    for (const { q, offset } of queries) {
      const t = performance.now();
      matched += index.search(q, '-created_at', offset, 12).total;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => (times[Math.floor(p * (times.length - 1))]! * 1000).toFixed(0);
    console.log(
      `rotating searches: mean ${((times.reduce((a, b) => a + b, 0) / times.length) * 1000).toFixed(0)} µs, p50 ${at(0.5)} µs, p99 ${at(0.99)} µs, max ${at(1)} µs (mean ${Math.round(matched / queries.length)} matches)`,
    );
  }
}

runBench(main);
