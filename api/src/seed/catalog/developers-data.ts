// Demo developers and projects. Names are invented (any likeness to a real company is accidental)
// but written the way Phuket developers present themselves, so the site reads like the real thing.

export interface DeveloperSeed {
  title: string;
  founded: number;
  description: string;
}

export interface ProjectSeed {
  title: string;
  /** Index into DEVELOPER_SEEDS. */
  developer: number;
  location: string;
  completionYear: number;
  kind: 'condo' | 'villas' | 'townhouses' | 'mixed';
  description: string;
  layouts: readonly string[];
}

export const DEVELOPER_SEEDS: readonly DeveloperSeed[] = [
  {
    title: 'Andaman Crest Development',
    founded: 2006,
    description:
      'Family-run builder of low-rise condominiums on the west coast, known for solid construction and on-time handovers.',
  },
  {
    title: 'Siam Horizon Estates',
    founded: 2011,
    description:
      'Designs tropical pool villas with Balinese touches in Rawai, Nai Harn and Chalong.',
  },
  {
    title: 'Blue Lagoon Property Group',
    founded: 2009,
    description:
      'Resort-style condominiums with rental programmes managed by international hotel operators.',
  },
  {
    title: 'Kata Hills Development',
    founded: 2013,
    description: 'Hillside residences above Kata and Karon with panoramic Andaman Sea views.',
  },
  {
    title: 'Pearl Coast Builders',
    founded: 2004,
    description:
      "One of the island's longest-standing contractors, delivering more than 40 projects since 2004.",
  },
  {
    title: 'Layan Green Living',
    founded: 2016,
    description:
      'Eco-minded villa communities between the Layan forest and the beach, solar-ready as standard.',
  },
  {
    title: 'Phuket Urban Homes',
    founded: 2012,
    description:
      'Affordable townhouses and condominiums for families and long-stay residents near schools in Kathu and Phuket Town.',
  },
  {
    title: 'Tropical Keystone Co., Ltd.',
    founded: 2014,
    description:
      'Boutique developer of modern villas with private pools, sold freehold through a Thai company or leasehold.',
  },
  {
    title: 'Sea Breeze Realty Development',
    founded: 2010,
    description:
      'Sea-view apartments in Patong and Kamala with guaranteed-return rental programmes.',
  },
  {
    title: 'Bang Tao Bay Estates',
    founded: 2015,
    description: 'Premium residences a short walk from Bang Tao beach and the Laguna golf course.',
  },
  {
    title: 'Orchid Cape Development',
    founded: 2017,
    description: 'Waterfront villas and sky residences on the quiet east coast around Cape Yamu.',
  },
  {
    title: 'Rawai Palms Construction',
    founded: 2008,
    description:
      'Builds mid-size villa estates for families relocating to the south of the island.',
  },
  {
    title: 'Coral Reef Living',
    founded: 2018,
    description:
      'Compact, design-led studios and one-bedroom units aimed at digital nomads and investors.',
  },
  {
    title: 'Golden Sands Property',
    founded: 2005,
    description:
      'Beachfront condominium specialist on Mai Khao and Nai Yang, next to Sirinat National Park.',
  },
  {
    title: 'Surin Heights Development',
    founded: 2012,
    description:
      'Ultra-luxury cliffside villas with infinity pools above Surin and Kamala beaches.',
  },
  {
    title: 'Chalong Bay Homes',
    founded: 2011,
    description:
      'Practical pool villas and townhouses close to Chalong pier, international schools and hospitals.',
  },
  {
    title: 'Serene Island Developers',
    founded: 2019,
    description: 'Wellness-focused residences with spa, fitness and co-working facilities on site.',
  },
  {
    title: 'Nai Harn Residence Group',
    founded: 2014,
    description: 'Small collections of hillside villas overlooking Nai Harn lake and beach.',
  },
  {
    title: 'Thalang Land & Estates',
    founded: 2003,
    description: 'Land subdivision and infrastructure developer in the north of the island.',
  },
  {
    title: 'Kamala Sunset Development',
    founded: 2016,
    description: 'Apartment resorts facing the sunset in Kamala, with hotel-managed rental pools.',
  },
  {
    title: 'Phuket Prime Construction',
    founded: 2007,
    description:
      'General contractor turned developer of commercial buildings and serviced apartments.',
  },
  {
    title: 'Cherngtalay Garden Homes',
    founded: 2015,
    description: 'Gated villa communities with shared gardens and clubhouses around Cherngtalay.',
  },
];

const L = {
  studio: 'Studio 28 sq.m',
  oneBed: '1 Bedroom 45 sq.m',
  oneBedLarge: '1 Bedroom 52 sq.m',
  twoBed: '2 Bedrooms 78 sq.m',
  twoBedLarge: '2 Bedrooms 96 sq.m',
  threeBed: '3 Bedrooms 135 sq.m',
  penthouse: 'Penthouse 3 Bedrooms 210 sq.m',
  villa2: 'Pool villa 2 Bedrooms 180 sq.m',
  villa3: 'Pool villa 3 Bedrooms 260 sq.m',
  villa4: 'Pool villa 4 Bedrooms 380 sq.m',
  villa5: 'Pool villa 5 Bedrooms 520 sq.m',
  town2: 'Townhouse 2 Bedrooms 120 sq.m',
  town3: 'Townhouse 3 Bedrooms 160 sq.m',
} as const;

export const PROJECT_SEEDS: readonly ProjectSeed[] = [
  {
    title: 'Andaman Crest Kata',
    developer: 0,
    location: 'Kata',
    completionYear: 2026,
    kind: 'condo',
    description: 'Forty-eight sea-view condominiums terraced into the hill above Kata beach.',
    layouts: [L.oneBed, L.twoBed, L.penthouse],
  },
  {
    title: 'Andaman Crest Karon',
    developer: 0,
    location: 'Karon',
    completionYear: 2024,
    kind: 'condo',
    description: 'Low-rise condominium five minutes from Karon beach with a 50-metre lagoon pool.',
    layouts: [L.studio, L.oneBed, L.twoBed],
  },
  {
    title: 'Horizon Pool Villas Rawai',
    developer: 1,
    location: 'Rawai',
    completionYear: 2025,
    kind: 'villas',
    description: 'Twelve Balinese-style pool villas on a quiet soi near Rawai seafood market.',
    layouts: [L.villa3, L.villa4],
  },
  {
    title: 'Horizon Nai Harn Residences',
    developer: 1,
    location: 'Nai Harn',
    completionYear: 2027,
    kind: 'villas',
    description: 'Hillside villas with lake and sea views, five minutes from Nai Harn beach.',
    layouts: [L.villa3, L.villa4, L.villa5],
  },
  {
    title: 'Blue Lagoon Resort Bang Tao',
    developer: 2,
    location: 'Bang Tao',
    completionYear: 2026,
    kind: 'condo',
    description: 'Hotel-managed resort condominium with a swim-up lagoon and beach shuttle.',
    layouts: [L.studio, L.oneBedLarge, L.twoBedLarge],
  },
  {
    title: 'Blue Lagoon Patong Suites',
    developer: 2,
    location: 'Patong',
    completionYear: 2025,
    kind: 'condo',
    description: 'Serviced suites behind Patong beach with a rooftop sky bar and rental programme.',
    layouts: [L.studio, L.oneBed],
  },
  {
    title: 'Kata Hills Panorama',
    developer: 3,
    location: 'Kata',
    completionYear: 2027,
    kind: 'condo',
    description: 'Apartments with floor-to-ceiling glass facing Kata Noi bay.',
    layouts: [L.oneBed, L.twoBedLarge, L.threeBed],
  },
  {
    title: 'Karon View Villas',
    developer: 3,
    location: 'Karon',
    completionYear: 2024,
    kind: 'villas',
    description: 'Six private villas on the Karon viewpoint road with sunset terraces.',
    layouts: [L.villa3, L.villa4],
  },
  {
    title: 'Pearl Coast Patong Tower',
    developer: 4,
    location: 'Patong',
    completionYear: 2023,
    kind: 'condo',
    description:
      'Completed eighteen-storey condominium with gym, sauna and sea-view infinity pool.',
    layouts: [L.oneBed, L.twoBed, L.penthouse],
  },
  {
    title: 'Pearl Coast Chalong Bay',
    developer: 4,
    location: 'Chalong',
    completionYear: 2026,
    kind: 'mixed',
    description: 'Condominiums and townhouses around a central park near Chalong pier.',
    layouts: [L.oneBed, L.town2, L.town3],
  },
  {
    title: 'Layan Green Villas',
    developer: 5,
    location: 'Layan',
    completionYear: 2026,
    kind: 'villas',
    description: 'Solar-ready pool villas surrounded by forest, 800 metres from Layan beach.',
    layouts: [L.villa3, L.villa4, L.villa5],
  },
  {
    title: 'Layan Forest Residences',
    developer: 5,
    location: 'Layan',
    completionYear: 2028,
    kind: 'condo',
    description: 'Timber-clad low-rise residences with rooftop gardens and a forest spa.',
    layouts: [L.oneBedLarge, L.twoBedLarge],
  },
  {
    title: 'Urban Homes Kathu',
    developer: 6,
    location: 'Kathu',
    completionYear: 2024,
    kind: 'townhouses',
    description:
      'Two-storey townhouses next to international schools and the Loch Palm golf course.',
    layouts: [L.town2, L.town3],
  },
  {
    title: 'Urban Homes Phuket Town',
    developer: 6,
    location: 'Phuket Town',
    completionYear: 2025,
    kind: 'condo',
    description: 'City condominium a short walk from the Old Town and Central Phuket.',
    layouts: [L.studio, L.oneBed, L.twoBed],
  },
  {
    title: 'Keystone Villas Cherngtalay',
    developer: 7,
    location: 'Cherngtalay',
    completionYear: 2025,
    kind: 'villas',
    description: 'Modern tropical villas with private pools and smart-home systems.',
    layouts: [L.villa3, L.villa4],
  },
  {
    title: 'Keystone Bang Tao Hills',
    developer: 7,
    location: 'Bang Tao',
    completionYear: 2027,
    kind: 'villas',
    description: 'Sea-view villas on the hills above Bang Tao with a shared clubhouse.',
    layouts: [L.villa4, L.villa5],
  },
  {
    title: 'Sea Breeze Kamala',
    developer: 8,
    location: 'Kamala',
    completionYear: 2026,
    kind: 'condo',
    description: 'Sea-view apartments with a 7% guaranteed rental return for five years.',
    layouts: [L.oneBed, L.twoBed],
  },
  {
    title: 'Sea Breeze Patong Hills',
    developer: 8,
    location: 'Patong',
    completionYear: 2024,
    kind: 'condo',
    description: 'Hillside condominium overlooking Patong bay, ten minutes walk to the beach.',
    layouts: [L.studio, L.oneBed, L.twoBedLarge],
  },
  {
    title: 'Bang Tao Bay Residences',
    developer: 9,
    location: 'Bang Tao',
    completionYear: 2025,
    kind: 'condo',
    description: 'Beachside residences with direct access to Bang Tao beach and Boat Avenue.',
    layouts: [L.oneBedLarge, L.twoBedLarge, L.threeBed],
  },
  {
    title: 'Laguna Golf Villas',
    developer: 9,
    location: 'Laguna',
    completionYear: 2026,
    kind: 'villas',
    description: 'Villas on the fairway inside the Laguna complex, with resort membership.',
    layouts: [L.villa3, L.villa4],
  },
  {
    title: 'Orchid Cape Waterfront',
    developer: 10,
    location: 'Cape Yamu',
    completionYear: 2027,
    kind: 'villas',
    description: 'Waterfront villas facing Phang Nga Bay with private jetty berths.',
    layouts: [L.villa4, L.villa5],
  },
  {
    title: 'Orchid Cape Sky Residences',
    developer: 10,
    location: 'Cape Yamu',
    completionYear: 2025,
    kind: 'condo',
    description: 'Sky residences with views of the limestone islands of Phang Nga Bay.',
    layouts: [L.twoBedLarge, L.threeBed, L.penthouse],
  },
  {
    title: 'Rawai Palms Estate',
    developer: 11,
    location: 'Rawai',
    completionYear: 2024,
    kind: 'villas',
    description: 'Gated estate of 24 family villas with a clubhouse and 24-hour security.',
    layouts: [L.villa2, L.villa3],
  },
  {
    title: 'Rawai Palms Garden',
    developer: 11,
    location: 'Chalong',
    completionYear: 2026,
    kind: 'townhouses',
    description: 'Garden townhouses with shared pool between Rawai and Chalong.',
    layouts: [L.town2, L.town3],
  },
  {
    title: 'Coral Reef Studios Karon',
    developer: 12,
    location: 'Karon',
    completionYear: 2025,
    kind: 'condo',
    description: 'Design studios with co-working lounge, four minutes from Karon beach.',
    layouts: [L.studio, L.oneBed],
  },
  {
    title: 'Coral Reef Nomad Kathu',
    developer: 12,
    location: 'Kathu',
    completionYear: 2026,
    kind: 'condo',
    description: 'Compact residences near Kathu waterfall with fibre internet and gym.',
    layouts: [L.studio, L.oneBed, L.twoBed],
  },
  {
    title: 'Golden Sands Mai Khao',
    developer: 13,
    location: 'Mai Khao',
    completionYear: 2025,
    kind: 'condo',
    description:
      'Beachfront condominium next to Sirinat National Park, ten minutes from the airport.',
    layouts: [L.oneBed, L.twoBed, L.threeBed],
  },
  {
    title: 'Golden Sands Nai Yang',
    developer: 13,
    location: 'Nai Yang',
    completionYear: 2027,
    kind: 'condo',
    description: 'Low-rise beach resort residences facing Nai Yang bay.',
    layouts: [L.oneBedLarge, L.twoBedLarge],
  },
  {
    title: 'Surin Heights Cliff Villas',
    developer: 14,
    location: 'Surin',
    completionYear: 2026,
    kind: 'villas',
    description: 'Eight cliffside villas with 25-metre infinity pools above Surin beach.',
    layouts: [L.villa4, L.villa5],
  },
  {
    title: 'Surin Heights Kamala',
    developer: 14,
    location: 'Kamala',
    completionYear: 2028,
    kind: 'villas',
    description: 'Sea-view villas on the Kamala headland, fully managed by a five-star operator.',
    layouts: [L.villa3, L.villa4, L.villa5],
  },
  {
    title: 'Chalong Bay Homes Phase 2',
    developer: 15,
    location: 'Chalong',
    completionYear: 2025,
    kind: 'mixed',
    description: 'Pool villas and townhouses near Chalong circle, schools and Bangkok Hospital.',
    layouts: [L.villa2, L.town2, L.town3],
  },
  {
    title: 'Serene Wellness Residences',
    developer: 16,
    location: 'Cherngtalay',
    completionYear: 2027,
    kind: 'condo',
    description: 'Residences built around a wellness centre with spa, yoga pavilion and clinic.',
    layouts: [L.oneBedLarge, L.twoBedLarge, L.penthouse],
  },
  {
    title: 'Serene Laguna Park',
    developer: 16,
    location: 'Laguna',
    completionYear: 2026,
    kind: 'condo',
    description: 'Lakeside apartments in the Laguna area with a running track and kids club.',
    layouts: [L.oneBed, L.twoBed],
  },
  {
    title: 'Nai Harn Lake Villas',
    developer: 17,
    location: 'Nai Harn',
    completionYear: 2025,
    kind: 'villas',
    description: 'Villas stepping down the hill towards Nai Harn lake.',
    layouts: [L.villa3, L.villa4],
  },
  {
    title: 'Nai Harn Hill Residence',
    developer: 17,
    location: 'Nai Harn',
    completionYear: 2024,
    kind: 'condo',
    description: 'Small condominium of 30 units with sea views over Nai Harn bay.',
    layouts: [L.oneBedLarge, L.twoBed],
  },
  {
    title: 'Thalang Green Estate',
    developer: 18,
    location: 'Mai Khao',
    completionYear: 2024,
    kind: 'villas',
    description: 'Subdivided plots with ready infrastructure and optional villa packages.',
    layouts: [L.villa2, L.villa3],
  },
  {
    title: 'Nai Yang Country Homes',
    developer: 18,
    location: 'Nai Yang',
    completionYear: 2026,
    kind: 'townhouses',
    description: 'Townhouses among rubber plantations, close to the airport and beach.',
    layouts: [L.town2, L.town3],
  },
  {
    title: 'Kamala Sunset Residences',
    developer: 19,
    location: 'Kamala',
    completionYear: 2026,
    kind: 'condo',
    description: 'West-facing apartments with sunset terraces and a hotel-run rental pool.',
    layouts: [L.oneBed, L.twoBed, L.threeBed],
  },
  {
    title: 'Kamala Sunset Villas',
    developer: 19,
    location: 'Kamala',
    completionYear: 2027,
    kind: 'villas',
    description: "Villas above Kamala with sea views and access to the residences' beach club.",
    layouts: [L.villa3, L.villa4],
  },
  {
    title: 'Prime Business Centre',
    developer: 20,
    location: 'Phuket Town',
    completionYear: 2025,
    kind: 'mixed',
    description: 'Commercial building with retail ground floor, offices and serviced apartments.',
    layouts: [L.studio, L.oneBed],
  },
  {
    title: 'Prime Serviced Apartments Patong',
    developer: 20,
    location: 'Patong',
    completionYear: 2026,
    kind: 'condo',
    description: 'Hotel apartments with daily rental licence on the Patong beach road.',
    layouts: [L.studio, L.oneBed, L.twoBed],
  },
  {
    title: 'Cherngtalay Garden Villas',
    developer: 21,
    location: 'Cherngtalay',
    completionYear: 2025,
    kind: 'villas',
    description: 'Gated community of garden pool villas with a clubhouse and playground.',
    layouts: [L.villa3, L.villa4],
  },
  {
    title: 'Cherngtalay Courtyard Homes',
    developer: 21,
    location: 'Cherngtalay',
    completionYear: 2027,
    kind: 'townhouses',
    description: 'Courtyard townhouses five minutes from Bang Tao beach and Porto de Phuket.',
    layouts: [L.town2, L.town3],
  },
  {
    title: 'Surin Beach Condominium',
    developer: 14,
    location: 'Surin',
    completionYear: 2024,
    kind: 'condo',
    description: 'Boutique beachfront condominium of 22 units at the north end of Surin beach.',
    layouts: [L.twoBedLarge, L.threeBed, L.penthouse],
  },
];

export interface AgentSeed {
  name: string;
  email: string;
  phone: string;
  /** The agent page's bio and languages (ISO 639-1, in AGENT_LANGUAGES order); some have none. */
  bio?: string;
  languages?: readonly string[];
}

// Brokers who "own" the demo listings. Emails use example.com so no demo mail can reach anyone.
export const AGENT_SEEDS: readonly AgentSeed[] = [
  {
    name: 'Natalie Srisuk',
    email: 'natalie.srisuk@example.com',
    phone: '+66 81 234 5678',
    bio: 'Born in Phuket Town and selling villas on the west coast since 2012.\n\nI help buyers from abroad with the leasehold and company questions, and I show every villa in person before I list it.',
    languages: ['en', 'th'],
  },
  {
    name: 'Daniel Hartmann',
    email: 'daniel.hartmann@example.com',
    phone: '+66 82 345 6789',
    bio: 'Former hotel manager in Kata, now helping investors choose condos that rent well all year.',
    languages: ['en', 'th', 'de'],
  },
  { name: 'Ploy Charoenwong', email: 'ploy.charoenwong@example.com', phone: '+66 83 456 7890' },
  {
    name: 'Alexei Morozov',
    email: 'alexei.morozov@example.com',
    phone: '+66 84 567 8901',
    bio: 'Rawai and Nai Harn: land, pool villas and long-term rentals for families.',
    languages: ['en', 'ru', 'uk'],
  },
  { name: 'Sarah Mitchell', email: 'sarah.mitchell@example.com', phone: '+66 85 678 9012' },
  { name: 'Krit Thongdee', email: 'krit.thongdee@example.com', phone: '+66 86 789 0123' },
  {
    name: 'Emma Lindqvist',
    email: 'emma.lindqvist@example.com',
    phone: '+66 87 890 1234',
    bio: 'Scandinavian families have bought with me in Bang Tao and Layan for ten years.',
    languages: ['en', 'sv', 'no', 'da'],
  },
  { name: 'Anan Phromma', email: 'anan.phromma@example.com', phone: '+66 89 901 2345' },
];
