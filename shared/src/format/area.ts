import { formatDecimal } from './decimal';

/** docs/product-rules.md §9: default area unit from configuration. */
export const AREA_UNIT = 'sq.m';

/** '120 sq.m'; null when the listing has no area so the card can skip the item. */
export function formatArea(
  area: number | null | undefined,
  unit: string = AREA_UNIT,
): string | null {
  if (typeof area !== 'number' || !Number.isFinite(area) || area <= 0) return null;
  return `${formatDecimal(area, 2)} ${unit}`;
}
