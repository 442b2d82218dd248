import type { OfferType, SortKey } from '@phuket/shared/domain';
import { DEFAULT_LOCALE, msgId, type Locale } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';

export const DEFAULT_SORT: SortKey = '-created_at';

export const SORT_OPTIONS: readonly { value: SortKey; label: string }[] = [
  { value: '-created_at', label: msgId('properties.sort_newest') },
  { value: 'price', label: msgId('properties.sort_price_asc') },
  { value: '-price', label: msgId('properties.sort_price_desc') },
  { value: 'area', label: msgId('properties.sort_area_asc') },
  { value: '-area', label: msgId('properties.sort_area_desc') },
  { value: '-reduced', label: msgId('properties.sort_reduced') },
];

/** What a month costs decides a rent's order: its price choices say so. */
const RENT_PRICE_LABELS: Partial<Record<SortKey, string>> = {
  price: msgId('properties.sort_rent_price_asc'),
  '-price': msgId('properties.sort_rent_price_desc'),
};

/**
 * Rents are sorted by what a month costs (a daily price counts 30 days, see the API's
 * monthlyEquivalent), so the rent list says which price it compares.
 */
export function sortOptions(
  offerType: OfferType | null,
  locale: Locale = DEFAULT_LOCALE,
): readonly { value: SortKey; label: string }[] {
  return SORT_OPTIONS.map((option) => {
    const id = (offerType === 'Rent' && RENT_PRICE_LABELS[option.value]) || option.label;
    return { ...option, label: catalogMessages.format(locale, id) };
  });
}

export function isSortKey(value: string): value is SortKey {
  return SORT_OPTIONS.some((option) => option.value === value);
}
