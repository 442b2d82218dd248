// Enumerations of docs/product-rules.md §3: the contract's lists (shared/src/contract/enums.ts). The arrays are
// the single list the UI iterates over.
import type { Currency } from '../contract/enums';

export * from '../contract/enums';

export const CURRENCY_SIGNS: Record<Currency, string> = { THB: '฿', USD: '$', EUR: '€' };
