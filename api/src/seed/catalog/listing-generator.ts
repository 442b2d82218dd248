import type {
  Currency,
  Furniture,
  OfferType,
  PropertyStage,
  PropertyType,
  RentalType,
  Tenure,
} from '@phuket/shared/contract';
import { CONDO_PROPERTY_TYPES, isOneOf } from '@phuket/shared/contract';
import { PROJECT_SEEDS, type ProjectSeed } from './developers-data';
import { PLAN_KEYS, photosOf, type PhotoCategory } from './image-pool';
import { LOCATION_PROFILES, PHUKET_BOUNDS, type LocationProfile } from './locations';
import { Prng } from './prng';

/**
 * Pure listing generator: the same (seed, index) always yields the same listing, with no
 * database ids in it. Names (location, project) and pool keys are resolved to rows by whoever
 * inserts, so the demo seed (a few hundred) and the benchmark seed (100 000) share one source.
 */

export interface GeneratedAlbum {
  title: string;
  /** Keys into the image pool (see image-pool.ts). */
  photos: string[];
}

export interface GeneratedListing {
  title: string;
  description: string;
  propertyType: PropertyType;
  propertyStage: PropertyStage;
  offerType: OfferType;
  rentalType: RentalType | null;
  furniture: Furniture | null;
  bedrooms: number;
  bathrooms: number;
  area: number;
  price: number;
  currency: Currency;
  discount: number | null;
  locationName: string;
  address: string;
  latitude: number;
  longitude: number;
  /** Index into PROJECT_SEEDS, or null for a stand-alone property. */
  projectIndex: number | null;
  /** Index into DEVELOPER_SEEDS (the project's developer when there is a project). */
  developerIndex: number | null;
  /** Which demo agent lists it (index into the agent list the caller uses). */
  agentSlot: number;
  /** Indexes into the caller's amenity list (taken modulo its length, duplicates dropped). */
  amenitySlots: number[];
  albums: GeneratedAlbum[];
  floorPlan: string[] | null;
  document: string | null;
  /** How long ago it was listed; the caller subtracts it from its "now". */
  ageMinutes: number;
  /** How a foreigner can hold it: sale listings only, as an owner would state it. */
  tenure: Tenure | null;
  /** A lease's years as its owner states them; null inside a leasehold project (its own apply). */
  leaseholdYears: number | null;
  /** Condo units for sale: in the foreign quota or the Thai one (null: not stated). */
  foreignQuota: boolean | null;
  /** The price cuts since it was listed, oldest first; the last one's newPrice is `price`. */
  priceHistory: SeedPriceChange[];
}

/** One seeded price change, in the listing's currency. */
export interface SeedPriceChange {
  /** How long ago; the caller subtracts it from its "now". */
  ageMinutes: number;
  oldPrice: number;
  newPrice: number;
}

/** A seeded project's tenure terms (the project wizard's step 4). */
export interface ProjectTerms {
  tenure: 'Freehold' | 'Leasehold';
  leaseholdYears: number | null;
  foreignQuotaUnits: number | null;
}

/**
 * Condominium projects are sold freehold with foreign-quota units left (every fifth has none
 * left, so the page shows that case too); villa and townhouse estates on 30-year leases, as
 * Phuket's usually are. Derived from the index alone, so adding it moved no other seeded value.
 */
export function projectTermsFor(index: number): ProjectTerms {
  const kind = PROJECT_SEEDS[index]?.kind;
  if (kind === 'villas' || kind === 'townhouses') {
    return { tenure: 'Leasehold', leaseholdYears: 30, foreignQuotaUnits: null };
  }
  return {
    tenure: 'Freehold',
    leaseholdYears: null,
    foreignQuotaUnits: index % 5 === 3 ? 0 : 4 + ((index * 7) % 37),
  };
}

/** Approximate units of each currency per 1 THB, used only to pick round foreign prices. */
const APPROX_RATE: Record<Currency, number> = { THB: 1, USD: 1 / 36, EUR: 1 / 39 };

const TYPE_WEIGHTS_SALE: readonly (readonly [PropertyType, number])[] = [
  ['Apartment', 30],
  ['Villa', 25],
  ['Townhouse', 8],
  ['Penthouse', 6],
  ['Commercial', 8],
  ['Building', 4],
  ['Hotel apartment', 9],
  ['Land plot', 10],
];

const TYPE_WEIGHTS_RENT: readonly (readonly [PropertyType, number])[] = [
  ['Apartment', 38],
  ['Villa', 30],
  ['Townhouse', 9],
  ['Penthouse', 5],
  ['Commercial', 9],
  ['Building', 2],
  ['Hotel apartment', 6],
  ['Land plot', 1],
];

/** THB per sq.m for a sale at an average location. */
const PRICE_PER_SQM: Record<PropertyType, number> = {
  Apartment: 95_000,
  Penthouse: 140_000,
  Villa: 72_000,
  Townhouse: 45_000,
  Commercial: 60_000,
  Building: 42_000,
  'Hotel apartment': 110_000,
  'Land plot': 11_000,
};

const PROJECT_KINDS: Record<PropertyType, readonly ProjectSeed['kind'][]> = {
  Apartment: ['condo', 'mixed'],
  Penthouse: ['condo'],
  'Hotel apartment': ['condo', 'mixed'],
  Villa: ['villas', 'mixed'],
  Townhouse: ['townhouses', 'mixed'],
  Commercial: ['mixed'],
  Building: [],
  'Land plot': [],
};

const ROADS: Record<string, readonly string[]> = {
  Patong: ['Rat-U-Thit 200 Pee Road', 'Phra Barami Road', 'Nanai Road', 'Sai Kor Road'],
  Kata: ['Kata Road', 'Patak Road', 'Koktanod Road'],
  Karon: ['Karon Road', 'Patak Road', 'Luang Pho Chuan Road'],
  Rawai: ['Viset Road', 'Sai Yuan Road', 'Wiset Road'],
  'Nai Harn': ['Nai Harn Road', 'Saiyuan Road'],
  Kamala: ['Kamala Beach Road', 'Nakalay Road'],
  Surin: ['Srisoonthorn Road', 'Hat Surin Road'],
  'Bang Tao': ['Bandon-Cherngtalay Road', 'Laguna Road'],
  Laguna: ['Laguna Road', 'Bandon-Cherngtalay Road'],
  Layan: ['Layan Beach Road', 'Lay Yan Road'],
  Chalong: ['Chao Fa West Road', 'Chao Fa East Road', 'Sakdidej Road'],
  'Phuket Town': ['Thalang Road', 'Dibuk Road', 'Yaowarat Road', 'Phuket Road'],
  Kathu: ['Vichitsongkram Road', 'Kathu-Patong Road'],
  'Mai Khao': ['Thepkasattri Road', 'Mai Khao Beach Road'],
  'Nai Yang': ['Nai Yang Beach Road', 'Thepkasattri Road'],
  Cherngtalay: ['Srisoonthorn Road', 'Bandon-Cherngtalay Road'],
  'Cape Yamu': ['Cape Yamu Road', 'Pa Khlok Road'],
};

const DISTRICT: Record<string, string> = {
  Patong: 'Kathu District, Phuket 83150',
  Kathu: 'Kathu District, Phuket 83120',
  Kamala: 'Kathu District, Phuket 83150',
  Kata: 'Mueang Phuket, Phuket 83100',
  Karon: 'Mueang Phuket, Phuket 83100',
  Rawai: 'Mueang Phuket, Phuket 83130',
  'Nai Harn': 'Mueang Phuket, Phuket 83130',
  Chalong: 'Mueang Phuket, Phuket 83130',
  'Phuket Town': 'Mueang Phuket, Phuket 83000',
};

function district(location: string): string {
  return DISTRICT[location] ?? 'Thalang District, Phuket 83110';
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function formatInt(n: number): string {
  return n.toLocaleString('en-US');
}

interface Shape {
  bedrooms: number;
  bathrooms: number;
  area: number;
}

function shapeFor(type: PropertyType, r: Prng): Shape {
  let bedrooms: number;
  let area: number;
  switch (type) {
    case 'Apartment':
      // Phuket's condos are often studios (0 bedrooms): the Studio filter finds some.
      bedrooms = r.weighted([
        [0, 8],
        [1, 37],
        [2, 35],
        [3, 17],
        [4, 3],
      ] as const);
      area = bedrooms === 0 ? r.float(24, 38) : 30 + bedrooms * r.float(28, 42);
      break;
    case 'Hotel apartment':
      bedrooms = r.weighted([
        [1, 75],
        [2, 25],
      ] as const);
      area = 26 + bedrooms * r.float(18, 30);
      break;
    case 'Penthouse':
      bedrooms = r.int(2, 5);
      area = 90 + bedrooms * r.float(40, 70);
      break;
    case 'Villa':
      bedrooms = r.weighted([
        [2, 15],
        [3, 35],
        [4, 28],
        [5, 13],
        [6, 6],
        [7, 3],
      ] as const);
      area = 80 + bedrooms * r.float(60, 110);
      break;
    case 'Townhouse':
      bedrooms = r.int(2, 4);
      area = 60 + bedrooms * r.float(30, 45);
      break;
    case 'Commercial':
      bedrooms = r.int(1, 3);
      area = r.float(60, 600);
      break;
    case 'Building':
      bedrooms = r.int(5, 7);
      area = r.float(400, 2500);
      break;
    case 'Land plot':
      return { bedrooms: 0, bathrooms: 0, area: roundTo(r.float(400, 12000), 4) };
  }
  const bathrooms = clamp(bedrooms + r.int(-1, 1), 1, 7);
  return { bedrooms, bathrooms, area: Math.round(area) };
}

function salePriceThb(
  type: PropertyType,
  area: number,
  loc: LocationProfile,
  stage: PropertyStage,
  r: Prng,
): number {
  let price = PRICE_PER_SQM[type] * area * loc.priceFactor * r.float(0.8, 1.25);
  if (stage === 'Off-plan') price *= 0.92;
  if (type === 'Land plot' && loc.beach) price *= 1.4;
  return price;
}

function pickStage(offer: OfferType, type: PropertyType, r: Prng): PropertyStage {
  if (offer === 'Rent')
    return r.weighted([
      ['Ready', 80],
      ['Resale', 20],
    ] as const);
  if (type === 'Land plot' || type === 'Building')
    return r.weighted([
      ['Ready', 60],
      ['Resale', 40],
    ] as const);
  return r.weighted([
    ['Off-plan', 35],
    ['Ready', 30],
    ['Resale', 35],
  ] as const);
}

function pickFurniture(type: PropertyType, stage: PropertyStage, r: Prng): Furniture | null {
  if (type === 'Land plot') return null;
  if (type === 'Commercial' || type === 'Building') {
    return r.weighted([
      ['Unfurnished', 70],
      ['Partly furnished', 25],
      ['Furnished', 5],
    ] as const);
  }
  if (stage === 'Off-plan')
    return r.weighted([
      ['Furnished', 40],
      ['Partly furnished', 30],
      ['Unfurnished', 30],
    ] as const);
  return r.weighted([
    ['Furnished', 60],
    ['Partly furnished', 25],
    ['Unfurnished', 15],
  ] as const);
}

const VIEW_WORDS = ['Modern', 'Bright', 'Spacious', 'Cosy', 'Renovated', 'Quiet', 'Stylish'];

function titleFor(
  type: PropertyType,
  shape: Shape,
  loc: LocationProfile,
  project: ProjectSeed | null,
  seaView: boolean,
  r: Prng,
): string {
  const near = project && r.chance(0.5) ? ` at ${project.title}` : ` in ${loc.name}`;
  const lead = seaView ? 'Sea-view' : r.pick(VIEW_WORDS);
  const beds = shape.bedrooms === 0 ? 'studio' : `${shape.bedrooms}-bedroom`;
  switch (type) {
    case 'Apartment':
      return `${lead} ${beds} ${r.pick(['condo', 'apartment'])}${near}`;
    case 'Hotel apartment':
      return r.chance(0.5)
        ? `Hotel apartment with rental guarantee${near}`
        : `${lead} serviced ${beds} suite${near}`;
    case 'Penthouse':
      return r.chance(0.5)
        ? `${seaView ? 'Sea-view p' : 'P'}enthouse with rooftop pool${near}`
        : `${beds} duplex penthouse${near}`;
    case 'Villa':
      return `${seaView ? 'Sea-view ' : ''}${beds} ${r.pick(['pool villa', 'private pool villa', 'tropical villa', 'Balinese-style villa'])}${near}`;
    case 'Townhouse':
      return `${lead} ${beds} townhouse${near}`;
    case 'Commercial':
      return `${r.pick(['Shophouse', 'Restaurant space', 'Retail unit', 'Office space', 'Café premises'])} ${formatInt(shape.area)} sq.m${near}`;
    case 'Building':
      return `${r.pick(['Apartment building', 'Guesthouse', 'Boutique hotel building'])} with ${shape.bedrooms * r.int(2, 4)} rooms in ${loc.name}`;
    case 'Land plot':
      return `${seaView ? 'Sea-view land' : 'Land plot'} ${formatInt(shape.area)} sq.m in ${loc.name}`;
  }
}

const FEATURE_SENTENCES: Record<PropertyType, readonly string[]> = {
  Apartment: [
    'The open-plan living room opens onto a balcony with room for a dining table.',
    'Residents share an infinity pool, a fitness room and a rooftop lounge.',
    'The kitchen is fully fitted with European appliances and stone worktops.',
    'Secure parking, key-card access and 24-hour security are included.',
  ],
  'Hotel apartment': [
    'The unit is part of a hotel rental programme with a guaranteed annual return.',
    'Daily housekeeping, reception and a resort pool are run by the hotel operator.',
    'Owners may stay up to 30 nights a year free of charge.',
  ],
  Penthouse: [
    'A private rooftop terrace with plunge pool looks over the bay.',
    'Double-height windows fill the living area with light all day.',
    'A private lift lands directly in the entrance hall.',
  ],
  Villa: [
    'The private pool is surrounded by a sun deck and a tropical garden.',
    'Every bedroom has its own bathroom and opens onto the garden or a terrace.',
    'A covered sala by the pool is perfect for outdoor dining.',
    "The villa comes with a carport for two cars and a maid's room.",
  ],
  Townhouse: [
    'Two floors of living space with a small garden at the back.',
    'The gated community has a shared pool, playground and security.',
    'International schools and supermarkets are a few minutes away by car.',
  ],
  Commercial: [
    'The ground floor has a wide glass frontage on a busy street.',
    'The space is already fitted with three-phase power, water and drainage.',
    'Suitable for a restaurant, café, shop or office.',
  ],
  Building: [
    'All rooms are rented, and the accounts of the last three years are available.',
    'The building has a reception, a small lobby café and parking.',
    'A hotel licence is in place and transfers with the sale.',
  ],
  'Land plot': [
    'The plot has a Chanote title deed, road access, electricity and water at the boundary.',
    'Gently sloping terrain suits a villa with a pool and a garden.',
    'Building permits for a private residence are straightforward in this zone.',
  ],
};

function descriptionFor(
  type: PropertyType,
  loc: LocationProfile,
  project: ProjectSeed | null,
  r: Prng,
): string {
  const intro = loc.beach
    ? `Located in ${loc.name}, a few minutes from the beach, restaurants and shops.`
    : `Located in ${loc.name}, close to schools, hospitals, markets and shopping centres.`;
  const parts = [intro, ...r.sample(FEATURE_SENTENCES[type], r.int(2, 3))];
  if (project) parts.push(`Part of ${project.title}: ${project.description}`);
  if (r.chance(0.4))
    parts.push('Viewings can be arranged any day; contact the agent for a video tour.');
  return parts.join(' ');
}

function albumsFor(type: PropertyType, r: Prng): GeneratedAlbum[] {
  const pick = (cats: PhotoCategory[], n: number) =>
    r.sample(
      cats.flatMap((c) => photosOf(c).map((p) => p.key)),
      n,
    );
  const total = r.int(3, 9);
  switch (type) {
    case 'Land plot':
      return [{ title: 'Plot', photos: pick(['land', 'view'], Math.min(total, 5)) }];
    case 'Commercial':
    case 'Building': {
      const outside = Math.max(2, Math.ceil(total / 2));
      return [
        { title: 'Exterior', photos: pick(['commercial'], outside) },
        { title: 'Interior', photos: pick(['living', 'kitchen', 'bathroom'], total - outside) },
      ].filter((a) => a.photos.length > 0);
    }
    case 'Villa':
    case 'Townhouse': {
      const outside = Math.max(1, Math.floor(total / 3));
      const rooms = Math.max(1, Math.floor(total / 3));
      return [
        { title: 'Exterior', photos: pick(['villa', 'view'], outside) },
        { title: 'Interior', photos: pick(['living', 'kitchen'], rooms) },
        { title: 'Bedrooms', photos: pick(['bedroom', 'bathroom'], total - outside - rooms) },
      ].filter((a) => a.photos.length > 0);
    }
    default: {
      const rooms = Math.max(2, Math.ceil(total / 2));
      return [
        { title: 'Interior', photos: pick(['living', 'bedroom', 'kitchen', 'bathroom'], rooms) },
        { title: 'Building & views', photos: pick(['condo', 'view'], total - rooms) },
      ].filter((a) => a.photos.length > 0);
    }
  }
}

const DOCUMENT_NAMES: Record<PropertyType, readonly string[]> = {
  Apartment: ['Sales brochure.pdf', 'Reservation agreement.pdf', 'Foreign quota letter.pdf'],
  'Hotel apartment': ['Rental programme terms.pdf', 'Sales brochure.pdf'],
  Penthouse: ['Sales brochure.pdf', 'Floor plan specification.pdf'],
  Villa: ['Title deed (Chanote).pdf', 'Building permit.pdf', 'Sales brochure.pdf'],
  Townhouse: ['Title deed (Chanote).pdf', 'Sales brochure.pdf'],
  Commercial: ['Lease terms.pdf', 'Business licence.pdf'],
  Building: ['Hotel licence.pdf', 'Income statement.pdf'],
  'Land plot': ['Title deed (Chanote).pdf', 'Land survey.pdf'],
};

const LOCATION_WEIGHTS = LOCATION_PROFILES.map((p) => [p, p.weight] as const);

// Precomputed once: the benchmark seed calls the generator 100 000 times.
const PROJECTS_BY_TYPE = Object.fromEntries(
  Object.entries(PROJECT_KINDS).map(([type, kinds]) => [
    type,
    PROJECT_SEEDS.map((p, i) => [p, i] as const).filter(([p]) => kinds.includes(p.kind)),
  ]),
) as Record<PropertyType, (readonly [ProjectSeed, number])[]>;

/**
 * A sale listing's tenure from its own stream, so the listing's other values are those it had
 * before tenure was seeded. Foreigners own condo units freehold (in or out of the quota), and
 * hold houses and land on a lease or through a Thai company; a unit in a project takes its
 * project's tenure.
 */
function tenureFor(
  seed: number,
  index: number,
  listing: Pick<GeneratedListing, 'offerType' | 'propertyType' | 'projectIndex'>,
): Pick<GeneratedListing, 'tenure' | 'leaseholdYears' | 'foreignQuota'> {
  if (listing.offerType !== 'Sale')
    return { tenure: null, leaseholdYears: null, foreignQuota: null };
  const r = new Prng((seed * 0x27d4eb2f + index * 0x165667b1 + 0x3c6ef372) >>> 0);
  r.next();
  const condo = isOneOf(CONDO_PROPERTY_TYPES, listing.propertyType);
  const project =
    listing.projectIndex === null ? null : projectTermsFor(listing.projectIndex).tenure;
  let tenure: Tenure;
  if (condo) tenure = project ?? (r.chance(0.8) ? 'Freehold' : 'Leasehold');
  else if (project === 'Leasehold') tenure = 'Leasehold';
  else tenure = r.chance(0.6) ? 'Leasehold' : 'Thai company';
  const foreignQuota =
    condo && tenure === 'Freehold'
      ? r.weighted<boolean | null>([
          [true, 75],
          [false, 15],
          [null, 10],
        ])
      : null;
  // From the index, not the stream, so the values seeded before stay as they were: most leases
  // are sold as one registered 30-year term, every fourth as 30+30.
  const leaseholdYears =
    tenure === 'Leasehold' && project !== 'Leasehold' ? (index % 4 === 0 ? 60 : 30) : null;
  return { tenure, leaseholdYears, foreignQuota };
}

export function generateListing(seed: number, index: number): GeneratedListing {
  // One stream per listing: index N is the same whether 300 or 100 000 are generated.
  const r = new Prng((seed * 0x9e3779b1 + index * 0x85ebca6b) >>> 0);
  r.next();
  const offerType: OfferType = r.chance(0.65) ? 'Sale' : 'Rent';
  const propertyType = r.weighted(offerType === 'Sale' ? TYPE_WEIGHTS_SALE : TYPE_WEIGHTS_RENT);
  const propertyStage = pickStage(offerType, propertyType, r);

  let project: ProjectSeed | null = null;
  let projectIndex: number | null = null;
  const inProjectChance = propertyStage === 'Off-plan' ? 0.9 : 0.35;
  if (PROJECT_KINDS[propertyType].length > 0 && r.chance(inProjectChance)) {
    const candidates = PROJECTS_BY_TYPE[propertyType];
    if (candidates.length > 0) [project, projectIndex] = r.pick(candidates);
  }
  const loc: LocationProfile = project
    ? (LOCATION_PROFILES.find((l) => l.name === project.location) ?? r.weighted(LOCATION_WEIGHTS))
    : r.weighted(LOCATION_WEIGHTS);

  const shape = shapeFor(propertyType, r);
  const rentalType: RentalType | null =
    offerType === 'Rent' ? (r.chance(0.65) ? 'Long-term' : 'Short-term') : null;

  let priceThb = salePriceThb(propertyType, shape.area, loc, propertyStage, r);
  if (rentalType === 'Long-term') priceThb = roundTo(priceThb * r.float(0.0045, 0.006), 1000);
  else if (rentalType === 'Short-term')
    priceThb = roundTo((priceThb * r.float(0.0045, 0.006)) / 15, 100);
  else priceThb = roundTo(priceThb, priceThb > 10_000_000 ? 100_000 : 10_000);

  const currency: Currency = r.weighted([
    ['THB', 85],
    ['USD', 10],
    ['EUR', 5],
  ] as const);
  const step = offerType === 'Sale' ? 1000 : 10;
  const price = currency === 'THB' ? priceThb : roundTo(priceThb * APPROX_RATE[currency], step);

  const seaView = loc.beach && r.chance(0.45);
  const angle = r.float(0, Math.PI * 2);
  const dist = Math.sqrt(r.next()) * loc.spread;
  const latitude = clamp(
    loc.lat + Math.sin(angle) * dist,
    PHUKET_BOUNDS.minLat,
    PHUKET_BOUNDS.maxLat,
  );
  const longitude = clamp(
    loc.lng + Math.cos(angle) * dist,
    PHUKET_BOUNDS.minLng,
    PHUKET_BOUNDS.maxLng,
  );
  const road = r.pick(ROADS[loc.name] ?? ['Thepkasattri Road']);

  const hasPlan = propertyType !== 'Land plot' && r.chance(0.5);
  // Drawn in the order the fields are listed below, as before it had a name of its own.
  const title = titleFor(propertyType, shape, loc, project, seaView, r);
  const description = descriptionFor(propertyType, loc, project, r);
  const furniture = pickFurniture(propertyType, propertyStage, r);
  const discount = r.chance(0.08) ? r.pick([5, 7, 10, 12, 15, 20]) : null;
  const address = `${r.int(1, 199)}/${r.int(1, 60)} ${road}, ${loc.name}, ${district(loc.name)}`;
  const agentSlot = r.int(0, 1000);
  const amenitySlots = Array.from(
    { length: propertyType === 'Land plot' ? r.int(0, 2) : r.int(3, 9) },
    () => r.int(0, 1000),
  );
  const albums = albumsFor(propertyType, r);
  const floorPlan = hasPlan ? r.sample(PLAN_KEYS, r.int(1, 2)) : null;
  const document = r.chance(0.2) ? r.pick(DOCUMENT_NAMES[propertyType]) : null;
  const ageMinutes = r.int(0, 365 * 24 * 60);
  return {
    title,
    description,
    propertyType,
    propertyStage,
    offerType,
    rentalType,
    furniture,
    bedrooms: shape.bedrooms,
    bathrooms: shape.bathrooms,
    area: shape.area,
    price,
    currency,
    discount,
    locationName: loc.name,
    address,
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(longitude * 1e6) / 1e6,
    projectIndex,
    developerIndex: project ? project.developer : null,
    agentSlot,
    amenitySlots,
    albums,
    floorPlan,
    document,
    ageMinutes,
    ...tenureFor(seed, index, { offerType, propertyType, projectIndex }),
    priceHistory: priceHistoryFor(seed, index, { offerType, price, currency, ageMinutes }),
  };
}

const DAY_MINUTES = 24 * 60;

/**
 * About one sale in six has been reduced once or twice since it was listed, a third of those in
 * the last 30 days: the property page's price history and a buyer's "recently reduced" have
 * something to show. Its own random stream, so the other fields stay as they were.
 */
function priceHistoryFor(
  seed: number,
  index: number,
  listing: Pick<GeneratedListing, 'offerType' | 'price' | 'currency' | 'ageMinutes'>,
): SeedPriceChange[] {
  const listed = listing.ageMinutes;
  if (listing.offerType !== 'Sale' || listed < 20 * DAY_MINUTES) return [];
  const r = new Prng((seed * 0x61c88647 + index * 0x2545f491 + 0x7f4a7c15) >>> 0);
  r.next();
  if (!r.chance(0.17)) return [];
  const step = listing.currency === 'THB' ? 10_000 : 1000;
  const recent = listed < 32 * DAY_MINUTES || r.chance(0.35);
  let ageMinutes = recent
    ? r.int(DAY_MINUTES, Math.min(29 * DAY_MINUTES, listed - DAY_MINUTES))
    : r.int(31 * DAY_MINUTES, listed - DAY_MINUTES);
  const changes: SeedPriceChange[] = [];
  let newPrice = listing.price;
  for (let cut = r.chance(0.3) ? 2 : 1; cut > 0; cut--) {
    const oldPrice = roundTo(newPrice / (1 - r.float(0.03, 0.1)), step);
    changes.unshift({ ageMinutes, oldPrice, newPrice });
    newPrice = oldPrice;
    if (ageMinutes + 2 * DAY_MINUTES > listed) break;
    ageMinutes = r.int(ageMinutes + DAY_MINUTES, listed - DAY_MINUTES);
  }
  return changes;
}

export function* generateListings(
  seed: number,
  count: number,
  start = 0,
): Generator<GeneratedListing> {
  for (let i = start; i < start + count; i++) yield generateListing(seed, i);
}
