// Rules of a listing's life that the wizard, "my listings" and the API all apply: what
// publishing needs and which status changes are allowed. No schema library, so browser bundles
// can import it.
import type { ListingStatus, OfferType } from './enums';
import type { BrokerListingsResponse, MyListingsPage } from './listings';
import { LISTING_MIN_PHOTOS } from './limits';

/** What publishing needs, in the order the checklist shows it. */
export const PUBLISH_REQUIREMENTS = [
  'title',
  'property_type',
  'offer_type',
  'price',
  'location',
  'photos',
] as const;
export type PublishRequirement = (typeof PUBLISH_REQUIREMENTS)[number];

/** The API's message per missing requirement, keyed by the field the form shows it on. */
export const PUBLISH_REQUIREMENT_MESSAGES: Record<PublishRequirement, string> = {
  title: 'A title is required to publish.',
  property_type: 'A property type is required to publish.',
  offer_type: 'An offer type is required to publish.',
  price: 'A price above 0 is required to publish.',
  location: 'A location is required to publish.',
  photos: `At least ${LISTING_MIN_PHOTOS} photos are required to publish.`,
};

export interface CompletenessInput {
  title: string | null;
  property_type: string | null;
  offer_type: string | null;
  price: number | null;
  location_id: number | null;
  photos_count: number;
}

export interface ListingCompleteness {
  /** Each requirement: met or not. */
  met: Record<PublishRequirement, boolean>;
  /** The unmet ones, in checklist order; empty when the listing can be published. */
  missing: PublishRequirement[];
  ready: boolean;
  photos_count: number;
}

export function listingCompleteness(listing: CompletenessInput): ListingCompleteness {
  const met: Record<PublishRequirement, boolean> = {
    title: listing.title !== null && listing.title.trim() !== '',
    property_type: listing.property_type !== null,
    offer_type: listing.offer_type !== null,
    price: listing.price !== null && listing.price > 0,
    location: listing.location_id !== null,
    photos: listing.photos_count >= LISTING_MIN_PHOTOS,
  };
  const missing = PUBLISH_REQUIREMENTS.filter((r) => !met[r]);
  return { met, missing, ready: missing.length === 0, photos_count: listing.photos_count };
}

/** Status changes an owner asks for (admins may only unpublish). */
export const LISTING_ACTIONS = [
  'publish',
  'unpublish',
  'mark_sold',
  'mark_rented',
  'archive',
] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

/**
 * From which statuses each action may start, and where it leads. Unpublish also restores an
 * archived listing as a draft; publish re-lists a sold, rented or archived one. Publishing by
 * an account staff have not verified leads to `pending` instead, until staff approve
 * (docs/moderation.md); the owner may withdraw it (unpublish) or archive it meanwhile. A
 * `rejected` listing can only be deleted; `suspended` is the staff's alone.
 */
export const LISTING_TRANSITIONS: Record<
  ListingAction,
  { from: readonly ListingStatus[]; to: ListingStatus; offerType?: OfferType }
> = {
  publish: { from: ['draft', 'sold', 'rented', 'archived'], to: 'published' },
  unpublish: { from: ['published', 'sold', 'rented', 'archived', 'pending'], to: 'draft' },
  mark_sold: { from: ['published'], to: 'sold', offerType: 'Sale' },
  mark_rented: { from: ['published'], to: 'rented', offerType: 'Rent' },
  archive: { from: ['draft', 'published', 'sold', 'rented', 'pending'], to: 'archived' },
};

/** Whether `action` may run on a listing in this status with this offer type. */
export function canTransition(
  action: ListingAction,
  listing: { status: ListingStatus; offer_type: string | null },
): boolean {
  const rule = LISTING_TRANSITIONS[action];
  if (!rule.from.includes(listing.status)) return false;
  return rule.offerType === undefined || rule.offerType === listing.offer_type;
}

/** The actions the "my listings" row offers for this listing. */
export function availableActions(listing: {
  status: ListingStatus;
  offer_type: string | null;
}): ListingAction[] {
  return LISTING_ACTIONS.filter((a) => canTransition(a, listing));
}

/**
 * The paths of one listing's calls, relative to the API base (/api), as the API hands them out
 * (docs/product-rules.md §4: later steps are sent to paths supplied during the flow).
 */
export function listingPaths(id: number) {
  const base = `/listing/${id}`;
  return {
    self: base,
    steps: { '1': `${base}/step/1`, '2': `${base}/step/2`, '3': `${base}/step/3` },
    publish: `${base}/publish`,
    unpublish: `${base}/unpublish`,
    mark_sold: `${base}/mark-sold`,
    mark_rented: `${base}/mark-rented`,
    archive: `${base}/archive`,
    confirm_availability: `${base}/confirm-availability`,
    duplicate: `${base}/duplicate`,
    delete: `${base}/delete-listing`,
    photos: `${base}/photos`,
    photo_order: `${base}/photos/order`,
    albums: `${base}/albums`,
    // docs/product-rules.md §7 names this one "listings/{id}/video" (plural).
    video: `/listings/${id}/video`,
    floor_plan_photos: `${base}/floor-plan/photos`,
    documents: `${base}/documents`,
  };
}
export type ListingPathSet = ReturnType<typeof listingPaths>;

/**
 * Whether an answer of GET /get/broker/listings is the owner's list (rows with a status) rather
 * than the public cards anyone else gets. An empty page is both.
 */
export function isMyListingsPage(page: BrokerListingsResponse): page is MyListingsPage {
  return page.data.every((row) => 'status' in row);
}

/**
 * The photos in the order visitors see them: the cover (`is_main`) first, its album first,
 * then the albums and photos in their order. The search card, the property page's gallery
 * and the link preview open on the cover the API sorts first (`is_main desc`, album position,
 * photo position); the wizard's preview runs the owner's draft through this to show the same.
 * Photos without `is_main` (public answers, already in this order) keep their order.
 */
export function coverFirst<A extends { photos: readonly object[] }>(albums: readonly A[]): A[] {
  const isCover = (photo: object) => 'is_main' in photo && photo.is_main === true;
  const coverAlbum = albums.findIndex((album) => album.photos.some(isCover));
  if (coverAlbum < 0) return [...albums];
  const withCover = albums[coverAlbum] as A;
  const photos = [
    ...withCover.photos.filter(isCover),
    ...withCover.photos.filter((photo) => !isCover(photo)),
  ];
  return [{ ...withCover, photos }, ...albums.filter((_, index) => index !== coverAlbum)];
}
