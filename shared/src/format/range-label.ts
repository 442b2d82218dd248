const MILLION = 1_000_000;
const THOUSAND = 1_000;

/**
 * Two decimals at most, cut (not rounded) so 999,999 never reads as '1000K'. The epsilon keeps
 * binary fractions such as 1.15 * 100 = 114.999… from losing a cent.
 */
function trimmed(value: number): string {
  return String(Math.floor(value * 100 + 1e-6) / 100);
}

/** Slider/dropdown labels: 1500000 -> '1.5M', 25000 -> '25K', 950 -> '950', 0 -> '0'. */
export function formatRangeLabel(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= MILLION) return `${sign}${trimmed(abs / MILLION)}M`;
  if (abs >= THOUSAND) return `${sign}${trimmed(abs / THOUSAND)}K`;
  return `${sign}${trimmed(abs)}`;
}

/** '0 – 5M'; a max at the slider's upper bound reads '5M+' because the bound means "no limit". */
export function formatRange(min: number, max: number, upperBound?: number): string {
  const top =
    upperBound !== undefined && max >= upperBound
      ? `${formatRangeLabel(upperBound)}+`
      : formatRangeLabel(max);
  return `${formatRangeLabel(min)} – ${top}`;
}
