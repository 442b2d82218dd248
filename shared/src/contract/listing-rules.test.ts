import { LISTING_STATUSES } from './enums';
import { LISTING_MIN_PHOTOS } from './limits';
import {
  LISTING_ACTIONS,
  PUBLISH_REQUIREMENTS,
  availableActions,
  canTransition,
  isMyListingsPage,
  listingCompleteness,
  listingPaths,
  type CompletenessInput,
} from './listing-rules';
import type { ListingCard } from './catalog';
import type { MyListing } from './listings';

/** Everything publishing needs. */
const complete: CompletenessInput = {
  title: 'Sea view villa',
  property_type: 'Villa',
  offer_type: 'Sale',
  price: 12_500_000,
  location_id: 4,
  photos_count: LISTING_MIN_PHOTOS,
};

describe('listingCompleteness', () => {
  it('is ready when every requirement is met, and says so per requirement', () => {
    expect(listingCompleteness(complete)).toEqual({
      met: {
        title: true,
        property_type: true,
        offer_type: true,
        price: true,
        location: true,
        photos: true,
      },
      missing: [],
      ready: true,
      photos_count: 3,
    });
  });

  it('lists everything a new draft lacks, in the checklist order', () => {
    const empty = listingCompleteness({
      title: null,
      property_type: null,
      offer_type: null,
      price: null,
      location_id: null,
      photos_count: 0,
    });
    expect(empty.missing).toEqual([...PUBLISH_REQUIREMENTS]);
    expect(empty.ready).toBe(false);
    expect(Object.values(empty.met).every((met) => !met)).toBe(true);
  });

  it.each([
    ['title', { title: '' }],
    ['title', { title: '  \n\t ' }],
    ['property_type', { property_type: null }],
    ['offer_type', { offer_type: null }],
    ['price', { price: null }],
    ['price', { price: 0 }],
    ['price', { price: -1 }],
    ['location', { location_id: null }],
    ['photos', { photos_count: LISTING_MIN_PHOTOS - 1 }],
  ] as const)('misses %s for %j and nothing else', (requirement, change) => {
    const result = listingCompleteness({ ...complete, ...change });
    expect(result.missing).toEqual([requirement]);
    expect(result.met[requirement]).toBe(false);
    expect(result.ready).toBe(false);
  });

  it('counts photos at the bound and above, and reports the count', () => {
    expect(listingCompleteness({ ...complete, photos_count: 50 })).toMatchObject({
      ready: true,
      photos_count: 50,
    });
    expect(listingCompleteness({ ...complete, price: 0.01 }).met.price).toBe(true);
  });
});

describe('listing status changes', () => {
  const sale = (status: (typeof LISTING_STATUSES)[number]) => ({ status, offer_type: 'Sale' });
  const rent = (status: (typeof LISTING_STATUSES)[number]) => ({ status, offer_type: 'Rent' });

  it('offers each status its actions, in a fixed order', () => {
    expect(availableActions(sale('draft'))).toEqual(['publish', 'archive']);
    expect(availableActions(sale('published'))).toEqual(['unpublish', 'mark_sold', 'archive']);
    expect(availableActions(rent('published'))).toEqual(['unpublish', 'mark_rented', 'archive']);
    expect(availableActions(sale('sold'))).toEqual(['publish', 'unpublish', 'archive']);
    expect(availableActions(rent('rented'))).toEqual(['publish', 'unpublish', 'archive']);
    expect(availableActions(sale('archived'))).toEqual(['publish', 'unpublish']);
  });

  it('marks a sale sold and a rent rented, never the other way round, and only when published', () => {
    expect(canTransition('mark_sold', sale('published'))).toBe(true);
    expect(canTransition('mark_sold', rent('published'))).toBe(false);
    expect(canTransition('mark_rented', rent('published'))).toBe(true);
    expect(canTransition('mark_rented', sale('published'))).toBe(false);
    // Without an offer type it is neither.
    expect(canTransition('mark_sold', { status: 'published', offer_type: null })).toBe(false);
    for (const status of LISTING_STATUSES.filter((s) => s !== 'published')) {
      expect(canTransition('mark_sold', sale(status))).toBe(false);
      expect(canTransition('mark_rented', rent(status))).toBe(false);
    }
  });

  it('never offers an action that leads to the status the listing is in', () => {
    const targets = { publish: 'published', unpublish: 'draft', archive: 'archived' } as const;
    for (const status of LISTING_STATUSES) {
      for (const action of availableActions(sale(status))) {
        if (action in targets) expect(targets[action as keyof typeof targets]).not.toBe(status);
      }
    }
  });

  it('gives every action a path of the listing', () => {
    const paths = listingPaths(42);
    for (const action of LISTING_ACTIONS) expect(paths[action]).toMatch(/^\/listing\/42\//);
    expect(paths.delete).toBe('/listing/42/delete-listing');
    expect(paths.video).toBe('/listings/42/video');
  });
});

describe('isMyListingsPage', () => {
  const meta = { current_page: 1, per_page: 6, total: 1, last_page: 1 };
  it("tells the owner's rows from the public cards of GET /get/broker/listings", () => {
    const card = { id: 1, title: 'Villa' } as ListingCard;
    const row = { ...card, status: 'draft' } as MyListing;
    expect(isMyListingsPage({ data: [row], meta })).toBe(true);
    expect(isMyListingsPage({ data: [card], meta })).toBe(false);
    expect(isMyListingsPage({ data: [], meta: { ...meta, total: 0 } })).toBe(true);
  });
});
