/** Rates as "units of currency per 1 THB" (1 USD = 32.6 THB, 1 EUR = 35.5 THB). */
export const CURRENCY_RATES: ReadonlyArray<{ currency: string; rateToThb: string }> = [
  { currency: 'THB', rateToThb: '1' },
  { currency: 'USD', rateToThb: '0.03067485' },
  { currency: 'EUR', rateToThb: '0.02816901' },
];

export const LOCATIONS: readonly string[] = [
  'Patong',
  'Kata',
  'Kata Noi',
  'Karon',
  'Karon Beach',
  'Rawai',
  'Nai Harn',
  'Kamala',
  'Surin',
  'Bang Tao',
  'Laguna',
  'Layan',
  'Chalong',
  'Phuket Town',
  'Kathu',
  'Mai Khao',
  'Nai Yang',
  'Naiton',
  'Cherngtalay',
  'Cape Yamu',
  'Ao Po',
  'Panwa',
  'Thalang',
  'Koh Kaew',
  'Wichit',
  'Ao Yon',
];

export const AMENITIES: readonly string[] = [
  'Swimming pool',
  'Private pool',
  'Gym',
  'Sea view',
  'Mountain view',
  'Parking',
  'Security 24/7',
  'Garden',
  'Air conditioning',
  'Balcony',
  'Kids club',
  'Sauna',
  'Spa',
  'Co-working space',
  'Restaurant',
  'Beach access',
  'Elevator',
  'Pet friendly',
  'Fully equipped kitchen',
  'Rooftop terrace',
];

export const DEMO_PASSWORD = 'Phuket-demo-2024';

/** The demo agents show their contacts, so the demo shows the feature; real accounts start private. */
const SHOW_CONTACTS = { show_email: true, show_phone: true };

export const DEMO_USERS = [
  {
    name: 'Anna Admin',
    email: 'admin@example.com',
    role: 'admin',
    phone: '+66 81 000 0001',
    settings: {},
  },
  {
    name: 'Boris Broker',
    email: 'broker@example.com',
    role: 'broker',
    phone: '+66 81 000 0002',
    settings: SHOW_CONTACTS,
  },
  {
    name: 'Dara Developer',
    email: 'developer@example.com',
    role: 'developer',
    phone: '+66 81 000 0003',
    settings: SHOW_CONTACTS,
  },
  {
    name: 'Bella Buyer',
    email: 'buyer@example.com',
    role: 'buyer',
    phone: '+66 81 000 0004',
    settings: {},
  },
] as const;

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
