import type { ListingDraft } from '@phuket/shared/api/listings';
import { listingCompleteness, listingPaths } from '@phuket/shared/contract';

// Drafts for the wizard's tests: listing 7 as GET /listing/7 answers it, blank unless told.

export function blankDraft(overrides: Partial<ListingDraft> = {}): ListingDraft {
  const base: ListingDraft = {
    id: 7,
    status: 'draft',
    version: 1,
    moderation_note: null,
    step: 1,
    offer_type: null,
    property_type: null,
    property_stage: null,
    rental_type: null,
    title: null,
    description: null,
    language: 'en',
    translations: {},
    location_id: null,
    address: null,
    latitude: null,
    longitude: null,
    developer_id: null,
    project_id: null,
    price: null,
    currency: 'THB',
    discount: null,
    bedrooms: null,
    bathrooms: null,
    area: null,
    furniture: null,
    amenities: [],
    tenure: null,
    leasehold_years: null,
    foreign_quota: null,
    albums: [],
    video: null,
    video_status: null,
    floor_plan_photos: [],
    documents: [],
    confirmed_at: null,
    views: 0,
    created_at: '2026-11-24T02:00:00.000Z',
    updated_at: '2026-11-24T02:00:00.000Z',
    completeness: listingCompleteness({
      title: null,
      property_type: null,
      offer_type: null,
      price: null,
      location_id: null,
      photos_count: 0,
    }),
    actions: ['publish', 'archive'],
    paths: listingPaths(7),
  };
  return { ...base, ...overrides };
}
