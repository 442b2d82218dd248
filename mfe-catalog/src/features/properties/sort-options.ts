import type { SortKey } from '@phuket/shared/domain';

export const DEFAULT_SORT: SortKey = '-created_at';

export const SORT_OPTIONS: readonly { value: SortKey; label: string }[] = [
  { value: '-created_at', label: 'Newest' },
  { value: 'price', label: 'Price low to high' },
  { value: '-price', label: 'Price high to low' },
  { value: 'area', label: 'Area small to large' },
  { value: '-area', label: 'Area large to small' },
];

export function isSortKey(value: string): value is SortKey {
  return SORT_OPTIONS.some((option) => option.value === value);
}
