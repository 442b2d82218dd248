import { CLUSTER_BRAND_COLOUR, CLUSTER_MIN_RED_COUNT, CLUSTER_RED } from './constants';

/**
 * Colour of a map cluster marker: red when it holds more than the larger of 10 and the mean of
 * all clusters' counts, so only the unusually dense ones stand out.
 */
export function clusterColour(
  count: number,
  counts: readonly number[],
  brandColour: string = CLUSTER_BRAND_COLOUR,
): string {
  const mean = counts.length ? counts.reduce((sum, value) => sum + value, 0) / counts.length : 0;
  return count > Math.max(CLUSTER_MIN_RED_COUNT, mean) ? CLUSTER_RED : brandColour;
}
