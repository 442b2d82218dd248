import { useEffect, useState } from 'react';
import { getOptions } from '@phuket/shared/api';
import type { OfferType, OptionsResponse } from '@phuket/shared/domain';

export const EMPTY_OPTIONS: OptionsResponse = {
  locations: [],
  amenities: [],
  developers: [],
  projects: [],
};

/**
 * Choices of the filters bar for the offer type (All asks for Sale's). docs/product-rules.md §8: a failure is
 * only logged; the bar keeps working with empty lists.
 */
export function useFilterOptions(offerType: OfferType | null): OptionsResponse {
  const [options, setOptions] = useState<OptionsResponse>(EMPTY_OPTIONS);
  const kind: OfferType = offerType ?? 'Sale';
  useEffect(() => {
    let current = true;
    getOptions(kind).then(
      (result) => {
        if (current) setOptions(result);
      },
      (error: unknown) => console.error('Filter options could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [kind]);
  return options;
}
