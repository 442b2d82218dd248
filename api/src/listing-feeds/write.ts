import { stringify } from 'csv-stringify/sync';
import { XMLBuilder } from 'fast-xml-parser';
import { LOCALES } from '@phuket/shared/contract';
import { FEED_COLUMNS, LIST_SEPARATOR, type FeedColumn, type FeedListing } from './format';

/*
 * Listings to files in the feed format: the export feeds and the templates. What is written
 * here reads back (parse.ts) as the same listing, so a portal's own feed imports unchanged.
 */

const PRICE_FREQ_OF = { 'Long-term': 'month', 'Short-term': 'night' } as const;

function priceFreq(listing: FeedListing): string {
  return listing.offerType === 'Sale' ? 'sale' : PRICE_FREQ_OF[listing.rentalType ?? 'Long-term'];
}

const yesNo = (value: boolean | null) => (value === null ? '' : value ? '1' : '0');
const num = (value: number | null) => (value === null ? '' : String(value));

/** One listing as the CSV/XLSX columns. */
export function toCells(listing: FeedListing): Record<FeedColumn, string> {
  const cells = Object.fromEntries(FEED_COLUMNS.map((c) => [c, ''])) as Record<FeedColumn, string>;
  Object.assign(cells, {
    ref: listing.ref,
    price: String(listing.price),
    currency: listing.currency,
    price_freq: priceFreq(listing),
    type: listing.propertyType,
    town: listing.town,
    province: 'Phuket',
    address: listing.address ?? '',
    latitude: num(listing.latitude),
    longitude: num(listing.longitude),
    beds: num(listing.bedrooms),
    baths: num(listing.bathrooms),
    pool: yesNo(listing.pool),
    [listing.propertyType === 'Land plot' ? 'plot' : 'built']: num(listing.area),
    language: listing.language,
    [`title_${listing.language}`]: listing.title,
    [`desc_${listing.language}`]: listing.description ?? '',
    features: listing.features.join(LIST_SEPARATOR),
    images: listing.images.join(LIST_SEPARATOR),
    tenure: listing.tenure ?? '',
    leasehold_years: num(listing.leaseholdYears),
    foreign_quota: yesNo(listing.foreignQuota),
    rental_type: listing.rentalType ?? '',
    property_stage: listing.propertyStage ?? '',
    furniture: listing.furniture ?? '',
    discount: num(listing.discount),
  });
  for (const locale of LOCALES) {
    const translation = listing.translations[locale];
    if (translation === undefined) continue;
    cells[`title_${locale}`] = translation.title;
    cells[`desc_${locale}`] = translation.description ?? '';
  }
  return cells;
}

export function toCsv(listings: readonly FeedListing[]): string {
  return stringify(
    listings.map((l) => {
      const cells = toCells(l);
      return FEED_COLUMNS.map((c) => cells[c]);
    }),
    { header: true, columns: [...FEED_COLUMNS], bom: true },
  );
}

export async function toXlsx(listings: readonly FeedListing[]): Promise<Buffer> {
  const rows = [
    FEED_COLUMNS.map((c) => ({ value: c, fontWeight: 'bold' as const })),
    ...listings.map((l) => {
      const cells = toCells(l);
      // Text cells all: a ref "00123" or a price keeps its exact digits.
      return FEED_COLUMNS.map((c) => ({ value: cells[c], type: String }));
    }),
  ];
  // Loaded by the first XLSX written (a template download): see parse.ts.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile(rows).toBuffer();
}

/** `{ en: 'x', ru: 'y' }` of the languages that have text. */
function perLanguage(
  listing: FeedListing,
  pick: (text: { title: string; description: string | null }) => string | null,
) {
  const out: Record<string, string> = {};
  const own = pick({ title: listing.title, description: listing.description });
  if (own !== null) out[listing.language] = own;
  for (const locale of LOCALES) {
    const translation = listing.translations[locale];
    const value = translation === undefined ? null : pick(translation);
    if (value !== null) out[locale] = value;
  }
  return out;
}

function xmlProperty(listing: FeedListing) {
  const optional = (name: string, value: string | number | null | boolean) =>
    value === null ? {} : { [name]: typeof value === 'boolean' ? (value ? 1 : 0) : value };
  return {
    id: listing.ref,
    ref: listing.ref,
    price: listing.price,
    currency: listing.currency,
    price_freq: priceFreq(listing),
    type: listing.propertyType,
    town: listing.town,
    province: 'Phuket',
    country: 'Thailand',
    ...optional('address', listing.address),
    ...(listing.latitude === null || listing.longitude === null
      ? {}
      : { location: { latitude: listing.latitude, longitude: listing.longitude } }),
    ...optional('beds', listing.bedrooms),
    ...optional('baths', listing.bathrooms),
    pool: listing.pool ? 1 : 0,
    ...(listing.area === null
      ? {}
      : {
          surface_area: {
            [listing.propertyType === 'Land plot' ? 'plot' : 'built']: listing.area,
          },
        }),
    language: listing.language,
    title: perLanguage(listing, (t) => t.title),
    desc: perLanguage(listing, (t) => t.description),
    ...(listing.features.length === 0 ? {} : { features: { feature: listing.features } }),
    images: {
      image: listing.images.map((url, i) => ({ '@_id': String(i + 1), url })),
    },
    ...optional('tenure', listing.tenure),
    ...optional('leasehold', listing.tenure === null ? null : listing.tenure === 'Leasehold'),
    ...optional('leasehold_years', listing.leaseholdYears),
    ...optional('foreign_quota', listing.foreignQuota),
    ...optional('rental_type', listing.rentalType),
    ...optional('property_stage', listing.propertyStage),
    ...optional('furniture', listing.furniture),
    ...optional('discount', listing.discount),
  };
}

/** The feed as Kyero v3 lays it out, with our elements beside Kyero's (docs/feed-format.md). */
export function toXml(listings: readonly FeedListing[]): string {
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    format: true,
    suppressEmptyNode: true,
  });
  const body = builder.build({
    root: { kyero: { feed_version: 3 }, property: listings.map(xmlProperty) },
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

/** The template's example row. */
export const EXAMPLE_LISTING: FeedListing = {
  row: 1,
  ref: 'AG-1024',
  offerType: 'Sale',
  rentalType: null,
  price: 12_500_000,
  currency: 'THB',
  propertyType: 'Villa',
  propertyStage: 'Resale',
  town: 'Rawai',
  address: '12/3 Soi Saiyuan',
  latitude: 7.7794,
  longitude: 98.3253,
  bedrooms: 3,
  bathrooms: 3,
  area: 240,
  pool: true,
  features: ['Garden', 'Parking'],
  images: [
    'https://example.com/photos/ag-1024-1.jpg',
    'https://example.com/photos/ag-1024-2.jpg',
    'https://example.com/photos/ag-1024-3.jpg',
  ],
  language: 'en',
  title: 'Pool villa near Nai Harn beach',
  description: 'Three bedrooms, a private pool and a garden, ten minutes from the beach.',
  translations: {
    ru: { title: 'Вилла с бассейном у пляжа Най Харн', description: null },
  },
  tenure: 'Leasehold',
  leaseholdYears: 30,
  foreignQuota: null,
  furniture: 'Furnished',
  discount: null,
};
