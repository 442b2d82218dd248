import type { Location, OfferType } from '@phuket/shared/domain';

/** More areas than this read as "in Phuket": a heading is not a list. */
const NAMED_AREAS_MAX = 2;

/**
 * The /properties heading: the offer and where (issue 15, defect 6: after choosing Kata it
 * says "in Kata"). Areas whose names are not known yet (still loading) read as Phuket.
 */
export function propertiesTitle(
  offerType: OfferType | null,
  locationIds: readonly number[],
  locations: readonly Location[],
): string {
  const names = locationIds
    .map((id) => locations.find((location) => location.id === id)?.name)
    .filter((name): name is string => name !== undefined);
  const where =
    names.length > 0 && names.length === locationIds.length && names.length <= NAMED_AREAS_MAX
      ? names.join(' and ')
      : 'Phuket';
  if (offerType === 'Sale') return `Properties for sale in ${where}`;
  if (offerType === 'Rent') return `Properties for rent in ${where}`;
  return `Properties in ${where}`;
}
