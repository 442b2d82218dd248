import type { OfferType, SortKey } from '@phuket/shared/domain';

export const DEFAULT_SORT: SortKey = '-created_at';

export const SORT_OPTIONS: readonly { value: SortKey; label: string }[] = [
  { value: '-created_at', label: 'Newest' },
  { value: 'price', label: 'Price low to high' },
  { value: '-price', label: 'Price high to low' },
  { value: 'area', label: 'Area small to large' },
  { value: '-area', label: 'Area large to small' },
];

/**
 * Rents are sorted by what a month costs (a daily price counts 30 days, see the API's
 * monthlyEquivalent), so the rent list says which price it compares.
 */
export function sortOptions(
  offerType: OfferType | null,
): readonly { value: SortKey; label: string }[] {
  if (offerType !== 'Rent') return SORT_OPTIONS;
  return SORT_OPTIONS.map((option) =>
    option.value === 'price' || option.value === '-price'
      ? { ...option, label: option.label.replace('Price', 'Price (monthly)') }
      : option,
  );
}

export function isSortKey(value: string): value is SortKey {
  return SORT_OPTIONS.some((option) => option.value === value);
}
