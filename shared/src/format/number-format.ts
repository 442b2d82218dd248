/**
 * An en-US number format made on first use. The first Intl formatter of a page costs its ICU
 * set-up (about 12 ms on a mid-range phone); made at import time it lengthened the task that
 * evaluates a remote's modules, where it adds to everything else evaluated there.
 */
export function lazyNumberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | null = null;
  return () => (format ??= new Intl.NumberFormat('en-US', options));
}
