// The footer's SEO links (docs/product-rules.md §2 names only the groups): each one is a real search of the
// catalog, so a visitor and a crawler land on results, never on the home page. Area links need
// the area's id, which the database assigns: they are built from GET /api/locations, which
// the server sends along with every server-rendered page (`FOOTER_DATA_KEYS`).
import { serverDataKeys } from '@phuket/shared/api';
import type { FilterValues, Location } from '@phuket/shared/domain';
import { emptyFilters, filtersHref } from '@phuket/shared/filters';
import { msgId } from '@phuket/shared/i18n';

export const FOOTER_DATA_KEYS: readonly string[] = [serverDataKeys.locations()];

interface FooterSearch {
  /** Its words' message id; `{area}` in it is the area's name. */
  label: string;
  filters: Partial<FilterValues>;
  /** An area by its name; without its id (not loaded yet, or renamed) the link drops it. */
  area?: string;
}

export interface FooterGroup {
  /** Message id of the group's heading. */
  title: string;
  searches: readonly FooterSearch[];
}

const sale = { offer_type: 'Sale' } as const;

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: msgId('footer.group_apartments'),
    searches: [
      {
        label: msgId('footer.apartments_in'),
        area: 'Patong',
        filters: { property_type: ['Apartment'] },
      },
      {
        label: msgId('footer.apartments_in'),
        area: 'Kata',
        filters: { property_type: ['Apartment'] },
      },
      {
        label: msgId('footer.condos_in'),
        area: 'Bang Tao',
        filters: { property_type: ['Apartment'] },
      },
      {
        label: msgId('footer.apartments_in'),
        area: 'Rawai',
        filters: { property_type: ['Apartment'] },
      },
    ],
  },
  {
    title: msgId('footer.group_villas'),
    searches: [
      { label: msgId('footer.villas_in'), area: 'Layan', filters: { property_type: ['Villa'] } },
      { label: msgId('footer.villas_in'), area: 'Nai Harn', filters: { property_type: ['Villa'] } },
      {
        label: msgId('footer.villas_in'),
        area: 'Cherngtalay',
        filters: { property_type: ['Villa'] },
      },
      { label: msgId('footer.villas_in'), area: 'Kamala', filters: { property_type: ['Villa'] } },
    ],
  },
  {
    title: msgId('footer.group_popular'),
    searches: [
      { label: msgId('footer.for_sale'), filters: sale },
      { label: msgId('footer.for_rent'), filters: { offer_type: 'Rent' } },
      {
        label: msgId('footer.long_term'),
        filters: { offer_type: 'Rent', rental_type: 'Long-term' },
      },
      { label: msgId('footer.off_plan'), filters: { property_stage: ['Off-plan'] } },
    ],
  },
  {
    title: msgId('footer.group_commercial'),
    searches: [
      { label: msgId('footer.shops_offices'), filters: { property_type: ['Commercial'] } },
      {
        label: msgId('footer.hotel_apartments'),
        filters: { ...sale, property_type: ['Hotel apartment'] },
      },
      { label: msgId('footer.buildings'), filters: { ...sale, property_type: ['Building'] } },
      { label: msgId('footer.land'), filters: { property_type: ['Land plot'] } },
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
