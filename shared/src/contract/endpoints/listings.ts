import { MULTIPART, endpoint } from '../endpoint';
import {
  BrokerListingsQuery,
  BrokerListingsResponse,
  FloorPlanPhotoParams,
  ListingAlbumBody,
  ListingAlbumParams,
  ListingDocumentItem,
  ListingDocumentParams,
  ListingDraft,
  ListingDuplicates,
  ListingIdParams,
  ListingPhotoOrderBody,
  ListingPhotoParams,
  ListingState,
  ListingStep1Body,
  ListingStep2Body,
  ListingStep3Body,
  ListingVersionBody,
  ListingVersionQuery,
  OptionalVersionBody,
  StoreListingBody,
  StoreListingQuery,
  UploadFloorPlanPhotoQuery,
  UploadListingPhotoQuery,
  UploadedFloorPlanPhoto,
  UploadedListingPhoto,
} from '../listings';
import { MessageBody, NoBody } from '../schema-kit';

const OWNERS = ['broker', 'developer'] as const;

/** A wizard step's save: partial bodies allowed, the version checked. */
const stepSave = <
  S extends 1 | 2 | 3,
  B extends typeof ListingStep1Body | typeof ListingStep2Body | typeof ListingStep3Body,
>(
  step: S,
  body: B,
  what: string,
) =>
  endpoint({
    method: 'POST',
    path: `/listing/:id/step/${step}`,
    access: OWNERS,
    tag: 'listings',
    summary: `Save step ${step} (${what}); partial bodies allowed, version checked`,
    params: ListingIdParams,
    body,
    response: ListingDraft,
    errors: [401, 403, 404, 409, 422],
  });

/** A status change by the owner, version checked: answers the new state. */
const statusChange = <P extends string>(path: P, summary: string) =>
  endpoint({
    method: 'POST',
    path,
    access: OWNERS,
    tag: 'listings',
    summary,
    params: ListingIdParams,
    body: ListingVersionBody,
    response: ListingState,
    errors: [401, 403, 404, 409, 422],
  });

/**
 * The listing wizard (draft, steps, photos, floor plan, documents, video), the lifecycle
 * (publish, unpublish, sold, rented, archive, confirm), "my listings" and the owner's preview
 * (staff decisions are in moderation.ts). The wizard's calls after the draft go to the paths
 * the draft answer names (`draft.paths`), which are these. Brokers and developers only for their own
 * listings (another owner's is 404, checked by the handler); admins moderate, they do not edit.
 */
export const listingEndpoints = {
  storeListing: endpoint({
    method: 'POST',
    path: '/listing/store',
    access: OWNERS,
    tag: 'listings',
    summary: 'Create a draft listing from step 1 (basics); answers its id, version and paths',
    query: StoreListingQuery,
    body: StoreListingBody,
    response: ListingDraft,
    status: 201,
    // 429: the account's new drafts of the day are used up (RATE_LIMIT_LISTING_DRAFTS_PER_DAY).
    errors: [401, 403, 422, 429],
  }),
  getListingDraft: endpoint({
    method: 'GET',
    path: '/listing/:id',
    access: OWNERS,
    tag: 'listings',
    summary: 'The whole listing as its owner edits it (resume the wizard at any step)',
    params: ListingIdParams,
    response: ListingDraft,
    errors: [401, 403, 404, 422],
  }),
  storeListingStep1: stepSave(1, ListingStep1Body, 'basics'),
  storeListingStep2: stepSave(2, ListingStep2Body, 'location'),
  storeListingStep3: stepSave(3, ListingStep3Body, 'price and details'),
  duplicateListing: endpoint({
    method: 'POST',
    path: '/listing/:id/duplicate',
    access: OWNERS,
    tag: 'listings',
    summary:
      'Copy the listing (content, amenities, albums and photos as files of its own; not the video, floor plan or documents) as a new draft',
    params: ListingIdParams,
    body: NoBody,
    response: ListingDraft,
    status: 201,
    errors: [401, 403, 404, 422, 429],
  }),
  deleteListing: endpoint({
    method: 'DELETE',
    path: '/listing/:id/delete-listing',
    access: OWNERS,
    tag: 'listings',
    summary: 'Delete the listing with its albums, photos, floor plan and documents',
    params: ListingIdParams,
    query: ListingVersionQuery,
    response: MessageBody,
    errors: [401, 403, 404, 409, 422],
  }),

  publishListing: statusChange(
    '/listing/:id/publish',
    'Publish: needs title, type, offer type, price, location and 3 photos',
  ),
  markListingSold: statusChange(
    '/listing/:id/mark-sold',
    'Mark a published listing for sale as sold',
  ),
  markListingRented: statusChange(
    '/listing/:id/mark-rented',
    'Mark a published listing for rent as rented',
  ),
  archiveListing: statusChange(
    '/listing/:id/archive',
    'Archive the listing (out of search, kept in my listings)',
  ),
  getListingDuplicates: endpoint({
    method: 'GET',
    path: '/listing/:id/duplicates',
    access: OWNERS,
    tag: 'listings',
    summary:
      'Published listings that look like this one: 2 of 3 of the same photo, price within 1 %, area within 1 %',
    params: ListingIdParams,
    response: ListingDuplicates,
    errors: [401, 403, 404, 422],
  }),
  confirmListingAvailability: endpoint({
    method: 'POST',
    path: '/listing/:id/confirm-availability',
    access: OWNERS,
    tag: 'listings',
    summary:
      'Confirm a published listing is still available (confirmed_at = now); an expired one is published again',
    params: ListingIdParams,
    body: OptionalVersionBody,
    response: ListingState,
    errors: [401, 403, 404, 409, 422],
  }),
  // The owner's, and the one change an admin may make to any listing (moderation).
  unpublishListing: endpoint({
    method: 'POST',
    path: '/listing/:id/unpublish',
    access: ['broker', 'developer', 'admin'],
    tag: 'listings',
    summary:
      'Back to draft (out of search). The owner sends the version; an admin may unpublish any listing',
    params: ListingIdParams,
    body: OptionalVersionBody,
    response: ListingState,
    errors: [401, 403, 404, 409, 422],
  }),

  // Public: a token that is sent must be valid, and makes the list the owner's own.
  getBrokerListings: endpoint({
    method: 'GET',
    path: '/get/broker/listings',
    access: 'public',
    optionalToken: true,
    tag: 'listings',
    summary:
      "A broker's listings: the signed-in broker's or developer's own in every status, with completeness and views; else the published cards of filter[user_id]",
    query: BrokerListingsQuery,
    response: BrokerListingsResponse,
    errors: [401, 422],
  }),
  uploadListingPhoto: endpoint({
    method: 'POST',
    path: '/listing/:id/photos',
    access: OWNERS,
    tag: 'listings',
    summary:
      'Upload one photo (multipart field "file": JPEG, PNG, WebP or HEIC, at most 20 MB); stored as WebP. 201 ready; 202 processing (HEIC, converted by a job)',
    params: ListingIdParams,
    query: UploadListingPhotoQuery,
    body: MULTIPART,
    response: UploadedListingPhoto,
    status: 201,
    alsoStatuses: [202],
    // 429: the account's uploads of the day are used up (RATE_LIMIT_UPLOADS_PER_DAY).
    errors: [400, 401, 403, 404, 413, 422, 429],
  }),
  createListingAlbum: endpoint({
    method: 'POST',
    path: '/listing/:id/albums',
    access: OWNERS,
    tag: 'listings',
    summary: 'Add an album (named by the owner: Living, Bedrooms, Pool…) after the others',
    params: ListingIdParams,
    body: ListingAlbumBody,
    response: ListingDraft,
    status: 201,
    errors: [401, 403, 404, 422],
  }),
  renameListingAlbum: endpoint({
    method: 'PUT',
    path: '/listing/:id/albums/:albumId',
    access: OWNERS,
    tag: 'listings',
    summary: 'Rename an album',
    params: ListingAlbumParams,
    body: ListingAlbumBody,
    response: ListingDraft,
    errors: [401, 403, 404, 422],
  }),
  deleteListingAlbum: endpoint({
    method: 'DELETE',
    path: '/listing/:id/albums/:albumId',
    access: OWNERS,
    tag: 'listings',
    summary: 'Delete an empty album (409 while it holds photos)',
    params: ListingAlbumParams,
    response: ListingDraft,
    errors: [401, 403, 404, 409, 422],
  }),
  orderListingPhotos: endpoint({
    method: 'PUT',
    path: '/listing/:id/photos/order',
    access: OWNERS,
    tag: 'listings',
    summary: 'Set the display order: every photo of the listing once, with its album',
    params: ListingIdParams,
    body: ListingPhotoOrderBody,
    response: ListingDraft,
    errors: [401, 403, 404, 422],
  }),
  setListingCover: endpoint({
    method: 'POST',
    path: '/listing/:id/photos/:photoId/cover',
    access: OWNERS,
    tag: 'listings',
    summary: 'Make this photo the cover (first on cards and in the gallery)',
    params: ListingPhotoParams,
    body: NoBody,
    response: ListingDraft,
    errors: [401, 403, 404, 422],
  }),
  deleteListingPhoto: endpoint({
    method: 'DELETE',
    path: '/listing/:id/photos/:photoId',
    access: OWNERS,
    tag: 'listings',
    summary: 'Delete a photo and its files',
    params: ListingPhotoParams,
    response: ListingDraft,
    errors: [401, 403, 404, 422],
  }),

  storeFloorPlanPhoto: endpoint({
    method: 'POST',
    path: '/listing/:id/floor-plan/photos',
    access: OWNERS,
    tag: 'listings',
    summary:
      'Upload one floor plan photo (multipart field "file": JPEG, PNG, WebP or HEIC, at most 20 MB); stored as WebP. 201 ready; 202 processing (HEIC, converted by a job)',
    params: ListingIdParams,
    query: UploadFloorPlanPhotoQuery,
    body: MULTIPART,
    response: UploadedFloorPlanPhoto,
    status: 201,
    alsoStatuses: [202],
    // 429: the account's uploads of the day are used up (RATE_LIMIT_UPLOADS_PER_DAY).
    errors: [400, 401, 403, 404, 413, 422, 429],
  }),
  deleteFloorPlanPhoto: endpoint({
    method: 'DELETE',
    path: '/listing/:id/floor-plan/photos/:photoId',
    access: OWNERS,
    tag: 'listings',
    summary: 'Delete a floor plan photo and its files',
    params: FloorPlanPhotoParams,
    response: ListingDraft,
    errors: [401, 403, 404, 422],
  }),

  // The document itself (GET, a PDF) is a file: not declared here.
  storeListingDocument: endpoint({
    method: 'POST',
    path: '/listing/:id/documents',
    access: OWNERS,
    tag: 'listings',
    summary:
      'Upload one document (multipart: "file", a PDF of at most 20 MB; "title"; "visibility": public or owner)',
    params: ListingIdParams,
    body: MULTIPART,
    response: ListingDocumentItem,
    status: 201,
    errors: [400, 401, 403, 404, 413, 422, 429],
  }),
  deleteListingDocument: endpoint({
    method: 'DELETE',
    path: '/listing/:id/documents/:documentId',
    access: OWNERS,
    tag: 'listings',
    summary: 'Delete a document and its file',
    params: ListingDocumentParams,
    response: ListingDraft,
    errors: [401, 403, 404, 422],
  }),

  // The upload itself is the tus protocol on POST of the same path: not declared here.
  deleteListingVideo: endpoint({
    method: 'DELETE',
    path: '/listings/:id/video',
    access: OWNERS,
    tag: 'listings',
    summary: 'Remove the listing video and its poster (or abandon its upload)',
    params: ListingIdParams,
    response: ListingDraft,
    errors: [401, 403, 404, 422],
  }),
};
