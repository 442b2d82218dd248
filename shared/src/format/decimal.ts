/**
 * en-US decimal formatting ('1,234,567.25') without `Intl.NumberFormat`. The first Intl
 * formatter of a page pays for setting up ICU, about 12 ms on a mid-range phone, inside the
 * task that renders the first cards; prices and areas need nothing Intl knows beyond digit
 * grouping. Rounding follows Intl's: the number's shortest decimal form, half away from zero
 * (so 1.005 gives '1.01', as Intl says, where `toFixed` says '1.00').
 */
export function formatDecimal(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const shortest = String(Math.abs(value));
  // Exponent forms (below 1e-6, from 1e21 up) are outside what a price or an area can be.
  if (shortest.includes('e')) {
    return value.toLocaleString('en-US', { maximumFractionDigits: maxFractionDigits });
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, '0');
  if ((fraction[maxFractionDigits] ?? '0') >= '5') digits = incremented(digits);
  const wholeDigits = digits.slice(0, digits.length - maxFractionDigits) || '0';
  const fractionDigits = digits.slice(digits.length - maxFractionDigits).replace(/0+$/, '');
  const sign = value < 0 && /[1-9]/.test(digits) ? '-' : '';
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${fractionDigits ? `.${fractionDigits}` : ''}`;
}

/** '1299' -> '1300', '999' -> '1000': decimal digits plus one, as a string of any length. */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}
