import type { DeveloperDetail, ListingSummary, ProjectDetail } from '@phuket/shared/api';
import type { Paginated } from '@phuket/shared/domain';

/** Answers the developer and project pages are server-rendered from, for the catalog's unit tests. */

export function listingPage(titles: readonly string[]): Paginated<ListingSummary> {
  return {
    data: titles.map((title, index) => ({
      id: 100 + index,
      title,
      price: 5_000_000 + index,
      discount: null,
      currency: 'THB',
      property_type: 'Villa',
      property_stage: 'Ready',
      offer_type: 'Sale',
      rental_type: null,
      bedrooms: 3,
      bathrooms: 2,
      area: 250,
      location: 'Rawai',
      developer_logo: null,
      albums: [],
      location_id: null,
      latitude: null,
      longitude: null,
      tenure: 'Freehold',
      leasehold_years: null,
      foreign_quota: null,
      foreign_quota_units: null,
      foreign_freehold: false,
    })),
    meta: { current_page: 1, per_page: 12, total: titles.length, last_page: 1 },
  };
}

export const developer: DeveloperDetail = {
  id: 7,
  title: 'Andaman Homes',
  logo: '/media/logos/andaman.webp',
  main_photo: '/media/photos/andaman.webp',
  photos: [],
  description: 'Boutique developer of sea-view villas.',
  website: null,
  phone: null,
  email: null,
  year_founded: null,
  projects_completed: null,
  projects: [],
  listings_count: 2,
  enquiry_path: '/developers/7/enquiry',
};

export const project: ProjectDetail = {
  id: 9,
  title: 'Sea Breeze Residence',
  main_photo: '/media/photos/sea-breeze.webp',
  photos: [],
  video: null,
  description: 'Forty-two condominiums with a rooftop pool.',
  completion: 'Q4 2026',
  launch: '2025-03',
  stage: 'Off-plan',
  construction_progress: null,
  price_from: null,
  price_to: null,
  currency: 'THB',
  payment_plan: [],
  tenure: null,
  leasehold_years: null,
  foreign_quota_units: null,
  address: null,
  latitude: null,
  longitude: null,
  amenities: [],
  brochure: null,
  layouts: [],
  units: [],
  developer: { id: 7, title: 'Andaman Homes', logo: null },
  developer_contact: null,
  location: { id: 3, name: 'Rawai' },
  listings_count: 2,
  enquiry_path: '/projects/9/enquiry',
};
