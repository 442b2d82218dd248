/** One figure of a listing's rooms: '3' 'Beds', or 'Studio' with no unit. */
export interface RoomFact {
  value: string;
  unit: string;
}

function counted(count: number, one: string, many: string): RoomFact {
  return { value: String(count), unit: count === 1 ? one : many };
}

/**
 * The beds and baths a card or a property page shows. A plot of land or a shop has neither
 * (0 and 0), so neither is shown rather than '0 Beds 0 Baths'; no bedroom with a bathroom is
 * a studio. An unknown count (null) is not shown.
 */
export function roomFacts(
  bedrooms: number | null | undefined,
  bathrooms: number | null | undefined,
): { beds: RoomFact | null; baths: RoomFact | null } {
  const baths = bathrooms != null && bathrooms > 0 ? counted(bathrooms, 'Bath', 'Baths') : null;
  let beds: RoomFact | null = null;
  if (bedrooms != null && bedrooms > 0) beds = counted(bedrooms, 'Bed', 'Beds');
  else if (bedrooms === 0 && baths !== null) beds = { value: 'Studio', unit: '' };
  return { beds, baths };
}

/** '3 Beds', 'Studio'. */
export function roomFactText(fact: RoomFact): string {
  return fact.unit ? `${fact.value} ${fact.unit}` : fact.value;
}
