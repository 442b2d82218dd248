// "Is the price fair?": a listing's asking price per sq.m beside the median of comparable
// listings (the same area and property type, for sale, with a size). Shown only when enough
// listings are compared for a median to mean something. Schema-free: the browser imports it.

/** Fewer comparables than this and the page says nothing rather than a median of two. */
export const PRICE_PER_SQM_MIN_COMPARABLES = 5;

/** Within this many percent of the median, the page says "about the median". */
export const PRICE_PER_SQM_ABOUT_PERCENT = 2;

/**
 * How far `perSqm` lies from `median`, in whole percent (+ above, − below), rounded toward the
 * median so the page never overstates the gap.
 */
export function differenceFromMedian(perSqm: number, median: number): number {
  if (!(median > 0)) return 0;
  const percent = ((perSqm - median) / median) * 100;
  // `|| 0`: −0 reads as 0.
  return Math.trunc(percent) || 0;
}

/** 'below', 'above' or 'about' the median, as the page words it. */
export function medianSide(differencePercent: number): 'below' | 'above' | 'about' {
  if (Math.abs(differencePercent) < PRICE_PER_SQM_ABOUT_PERCENT) return 'about';
  return differencePercent < 0 ? 'below' : 'above';
}
