/*
 * The searches the properties benches send: three filters (offer type, property type, price
 * range) and a rotating set of them, shared by the in-process bench (properties-bench.ts) and
 * the one through the proxy (proxy-bench.ts) so their figures compare.
 */
export const FILTERS: Record<string, string> = {
  'filter[offer_type]': 'Sale',
  'filter[property_type]': 'Villa',
  'filter[price_range]': '10000000,30000000',
};

/** Villas start at ~8 M THB in the generated data: a few dozen of 16 000 fall in this range. */
export const NARROW_RANGE = '1000000,10000000';

/**
 * Distinct 3-filter URLs in a scrambled order: 200 lower bounds x 30 widths x 5 pages. A
 * 10 s run sends far fewer requests than this, so no URL repeats and every request misses
 * the page cache (and the count cache, whose key holds the price range). The load generator
 * walks them in this order from the first on every run.
 */
export function rotatingPaths(): string[] {
  const paths: string[] = [];
  for (let lo = 0; lo < 200; lo++) {
    for (let width = 0; width < 30; width++) {
      for (let page = 1; page <= 5; page++) {
        const min = 1_000_000 + lo * 100_000;
        const max = min + 5_000_000 + width * 1_000_000;
        const qs = new URLSearchParams({ ...FILTERS, 'filter[price_range]': `${min},${max}` });
        paths.push(`/api/properties?${qs.toString()}&page=${page}`);
      }
    }
  }
  // Fisher-Yates with a fixed LCG: the same order on every run, neighbours far apart.
  let seed = 12345;
  for (let i = paths.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [paths[i], paths[j]] = [paths[j] as string, paths[i] as string];
  }
  return paths;
}
