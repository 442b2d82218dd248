// The footer's SEO links (SPEC §2 names only the groups): each one is a real search of the
// catalog, so a visitor and a crawler land on results, never on the home page. Area links need
// the area's id, which the database assigns: they are built from GET /api/locations, which
// the server sends along with every server-rendered page (`FOOTER_DATA_KEYS`).
import { serverDataKeys } from '@phuket/shared/api';
import type { FilterValues, Location } from '@phuket/shared/domain';
import { emptyFilters, filtersHref } from '@phuket/shared/filters';

export const FOOTER_DATA_KEYS: readonly string[] = [serverDataKeys.locations()];

interface FooterSearch {
  label: string;
  filters: Partial<FilterValues>;
  /** An area by its name; without its id (not loaded yet, or renamed) the link drops it. */
  area?: string;
}

export interface FooterGroup {
  title: string;
  searches: readonly FooterSearch[];
}

const sale = { offer_type: 'Sale' } as const;

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Phuket Apartments',
    searches: [
      { label: 'Apartments in Patong', area: 'Patong', filters: { property_type: ['Apartment'] } },
      { label: 'Apartments in Kata', area: 'Kata', filters: { property_type: ['Apartment'] } },
      { label: 'Condos in Bang Tao', area: 'Bang Tao', filters: { property_type: ['Apartment'] } },
      { label: 'Apartments in Rawai', area: 'Rawai', filters: { property_type: ['Apartment'] } },
    ],
  },
  {
    title: 'Phuket Villas',
    searches: [
      { label: 'Villas in Layan', area: 'Layan', filters: { property_type: ['Villa'] } },
      { label: 'Villas in Nai Harn', area: 'Nai Harn', filters: { property_type: ['Villa'] } },
      {
        label: 'Villas in Cherngtalay',
        area: 'Cherngtalay',
        filters: { property_type: ['Villa'] },
      },
      { label: 'Villas in Kamala', area: 'Kamala', filters: { property_type: ['Villa'] } },
    ],
  },
  {
    title: 'Popular Property Searches',
    searches: [
      { label: 'Property for sale in Phuket', filters: sale },
      { label: 'Property for rent in Phuket', filters: { offer_type: 'Rent' } },
      { label: 'Long-term rentals', filters: { offer_type: 'Rent', rental_type: 'Long-term' } },
      { label: 'Off-plan projects', filters: { property_stage: ['Off-plan'] } },
    ],
  },
  {
    title: 'Commercial Properties',
    searches: [
      { label: 'Shops and offices', filters: { property_type: ['Commercial'] } },
      {
        label: 'Hotel apartments for sale',
        filters: { ...sale, property_type: ['Hotel apartment'] },
      },
      { label: 'Buildings for sale', filters: { ...sale, property_type: ['Building'] } },
      { label: 'Land plots', filters: { property_type: ['Land plot'] } },
    ],
  },
];

/** The search's URL, with its area's id when `locations` has it. */
export function footerSearchHref(search: FooterSearch, locations: readonly Location[]): string {
  const area = search.area && locations.find((location) => location.name === search.area);
  return filtersHref({
    ...emptyFilters(),
    ...search.filters,
    ...(area ? { location_id: [area.id] } : {}),
  });
}
