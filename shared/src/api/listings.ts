import type { AxiosProgressEvent } from 'axios';
import type {
  BrokerListingsQuery,
  BrokerListingsResponse,
  ListingAlbumBody,
  ListingDocumentFields,
  ListingDocumentItem,
  UploadedFloorPlanPhoto,
  ListingDraft,
  ListingDuplicateMatch,
  ListingDuplicates,
  ListingPhoto,
  ListingPhotoOrderBody,
  ListingState,
  ListingStep1Body,
  ListingStep2Body,
  ListingStep3Body,
  MessageBody,
  MyListing,
  MyListingsPage,
  StoreListingBody,
  UploadedListingPhoto,
  ListingStats,
  ListingStatsPeriod,
  MyListingsStats,
} from '../contract';
import type { EndpointParams } from '../contract/endpoint';
import type { listingStatsEndpoints } from '../contract/endpoints/listing-stats';
import type { listingEndpoints } from '../contract/endpoints/listings';
import { apiClient, endpointAt, endpointCaller, type CallOptions } from '@phuket/shared/api';
import { listingRoutes } from './generated/listings';
import { listingStatsRoutes } from './generated/listing-stats';

// The listing wizard and "my listings". One typed function per endpoint; after the
// draft is created, calls go to the paths the API handed out in `draft.paths` (docs/product-rules.md §4: later
// steps are sent to paths supplied during the flow), relative to the API base. Errors are
// re-thrown: 422 carries field errors, 409 means the listing changed elsewhere (reload it).

export type {
  BrokerListingsResponse,
  ListingDocumentItem,
  ListingDraft,
  ListingDuplicateMatch,
  ListingDuplicates,
  ListingPhoto,
  ListingState,
  MyListing,
  MyListingsPage,
  UploadedFloorPlanPhoto,
  UploadedListingPhoto,
};
export type ListingStepBody = ListingStep1Body | ListingStep2Body | ListingStep3Body;
/** `page`, `per_page`, `sort`, `currency`, `filter[...]` (the owner's `filter[status]` and `filter[title]` too). */
export type BrokerListingsParams = Record<string, string | number>;

const call = endpointCaller<typeof listingEndpoints>(listingRoutes);

type ListingEndpoints = typeof listingEndpoints;
type ListingCall = keyof typeof listingRoutes;

/** The parameters of a path the API handed out for `name` (`draft.paths`); another throws. */
function paramsOf<K extends ListingCall>(
  name: K,
  path: string,
): EndpointParams<(typeof listingEndpoints)[K]> {
  return endpointAt<ListingEndpoints, K>(listingRoutes, path, [name]).params;
}

/** Upload progress as 0..1, once the total is known (until then nothing honest to show). */
function uploadProgress(onProgress?: (fraction: number) => void): CallOptions['onUploadProgress'] {
  return (event: AxiosProgressEvent) => {
    if (onProgress && event.total) onProgress(Math.min(1, event.loaded / event.total));
  };
}

/** POST /listing/store?step=1: creates the draft from step 1's fields. */
export async function storeListing(body: StoreListingBody): Promise<ListingDraft> {
  return call('storeListing', { query: { step: 1 }, body });
}

/** Saves one step (`draft.paths.steps[n]`), based on `body.version`; answers the whole draft. */
export async function storeListingStep(path: string, body: ListingStepBody): Promise<ListingDraft> {
  const steps = ['storeListingStep1', 'storeListingStep2', 'storeListingStep3'] as const;
  const { name, params } = endpointAt<ListingEndpoints, (typeof steps)[number]>(
    listingRoutes,
    path,
    steps,
  );
  // The step's own body: the wizard sends the fields of the step the path names.
  if (name === 'storeListingStep1') {
    return call(name, { params, body: body as ListingStep1Body });
  }
  if (name === 'storeListingStep2') {
    return call(name, { params, body: body as ListingStep2Body });
  }
  return call(name, { params, body: body as ListingStep3Body });
}

/** The whole draft of its owner, to resume the wizard at /listing/create/{id}. */
export async function getListingDraft(id: number | string): Promise<ListingDraft> {
  // An id from the address may still be text: sent as it is, the API checks it.
  return call('getListingDraft', { params: { id: id as number } });
}

/** `draft.paths.publish`: 422 names what is missing (title, type, offer, price, location, photos). */
export function publishListing(path: string, version: number): Promise<ListingState> {
  return call('publishListing', { params: paramsOf('publishListing', path), body: { version } });
}

export function unpublishListing(path: string, version: number): Promise<ListingState> {
  return call('unpublishListing', {
    params: paramsOf('unpublishListing', path),
    body: { version },
  });
}

export function markListingSold(path: string, version: number): Promise<ListingState> {
  return call('markListingSold', { params: paramsOf('markListingSold', path), body: { version } });
}

export function markListingRented(path: string, version: number): Promise<ListingState> {
  return call('markListingRented', {
    params: paramsOf('markListingRented', path),
    body: { version },
  });
}

export function archiveListing(path: string, version: number): Promise<ListingState> {
  return call('archiveListing', { params: paramsOf('archiveListing', path), body: { version } });
}

/** Sets confirmed_at to now; the version is optional (an email link has none). */
export function confirmListingAvailability(path: string, version?: number): Promise<ListingState> {
  return call('confirmListingAvailability', {
    params: paramsOf('confirmListingAvailability', path),
    body: version === undefined ? {} : { version },
  });
}

/**
 * GET /listing/{id}/duplicates: published listings that look like this one (2 of 3 of the
 * same photo, price within 1 %, area within 1 %), shown before publishing.
 */
export async function getListingDuplicates(id: number): Promise<ListingDuplicates> {
  return call('getListingDuplicates', { params: { id } });
}

/** A copy as a new draft; answers the copy. */
export async function duplicateListing(path: string): Promise<ListingDraft> {
  return call('duplicateListing', { params: paramsOf('duplicateListing', path), body: {} });
}

/** `draft.paths.delete` ({path}/delete-listing). */
export async function deleteListing(path: string, version: number): Promise<MessageBody> {
  return call('deleteListing', { params: paramsOf('deleteListing', path), query: { version } });
}

/**
 * GET /get/broker/listings (docs/product-rules.md §7), 6 a page: signed in as a broker or developer, your own
 * listings in every status (`MyListing` rows; `isMyListingsPage` tells); else the public cards
 * of `filter[user_id]`.
 */
export async function getBrokerListings(
  params: BrokerListingsParams = {},
): Promise<BrokerListingsResponse> {
  // The API checks the query; the pages pass on what the address bar holds.
  return call('getBrokerListings', { query: params as BrokerListingsQuery });
}

// Photos and albums. Paths come from `draft.paths` (`photos`, `photo_order`, `albums`); every
// call but the upload answers the whole draft.

export interface UploadListingPhotoOptions {
  albumId?: number;
  /** The place picked for it (photos at or after it move one down); default: the end. */
  position?: number;
  /** 0..1 as the bytes leave the browser (not the server's processing after that). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** `draft.paths.photos`: one file per request, so each has its own progress and retry. */
export async function uploadListingPhoto(
  path: string,
  file: Blob,
  options: UploadListingPhotoOptions = {},
): Promise<UploadedListingPhoto> {
  const body = new FormData();
  body.append('file', file);
  return call(
    'uploadListingPhoto',
    {
      params: paramsOf('uploadListingPhoto', path),
      query: {
        ...(options.albumId === undefined ? {} : { album_id: options.albumId }),
        ...(options.position === undefined ? {} : { position: options.position }),
      },
      body,
    },
    {
      ...(options.signal ? { signal: options.signal } : {}),
      onUploadProgress: uploadProgress(options.onProgress),
    },
  );
}

/** `draft.paths.albums`. */
export async function createListingAlbum(
  path: string,
  body: ListingAlbumBody,
): Promise<ListingDraft> {
  return call('createListingAlbum', { params: paramsOf('createListingAlbum', path), body });
}

/** `{draft.paths.albums}/{albumId}`. */
export async function renameListingAlbum(
  path: string,
  albumId: number,
  body: ListingAlbumBody,
): Promise<ListingDraft> {
  return call('renameListingAlbum', {
    params: { ...paramsOf('createListingAlbum', path), albumId },
    body,
  });
}

/** `{draft.paths.albums}/{albumId}`: 409 while the album holds photos. */
export async function deleteListingAlbum(path: string, albumId: number): Promise<ListingDraft> {
  return call('deleteListingAlbum', {
    params: { ...paramsOf('createListingAlbum', path), albumId },
  });
}

/** `draft.paths.photo_order`: every photo once, in display order, with its album. */
export async function orderListingPhotos(
  path: string,
  body: ListingPhotoOrderBody,
): Promise<ListingDraft> {
  return call('orderListingPhotos', { params: paramsOf('orderListingPhotos', path), body });
}

/** `{draft.paths.photos}/{photoId}/cover`. */
export async function setListingCover(path: string, photoId: number): Promise<ListingDraft> {
  return call('setListingCover', {
    params: { ...paramsOf('uploadListingPhoto', path), photoId },
    body: {},
  });
}

/** `{draft.paths.photos}/{photoId}`: removes the photo and its files. */
export async function deleteListingPhoto(path: string, photoId: number): Promise<ListingDraft> {
  return call('deleteListingPhoto', {
    params: { ...paramsOf('uploadListingPhoto', path), photoId },
  });
}

/** `draft.paths.floor_plan_photos`: one floor plan photo per request (progress, retry). */
export async function storeFloorPlanPhoto(
  path: string,
  file: Blob,
  options: Omit<UploadListingPhotoOptions, 'albumId'> = {},
): Promise<UploadedFloorPlanPhoto> {
  const body = new FormData();
  body.append('file', file);
  return call(
    'storeFloorPlanPhoto',
    {
      params: paramsOf('storeFloorPlanPhoto', path),
      query: options.position === undefined ? {} : { position: options.position },
      body,
    },
    {
      ...(options.signal ? { signal: options.signal } : {}),
      onUploadProgress: uploadProgress(options.onProgress),
    },
  );
}

/** `{draft.paths.floor_plan_photos}/{photoId}`: removes the photo and its files. */
export async function deleteFloorPlanPhoto(path: string, photoId: number): Promise<ListingDraft> {
  return call('deleteFloorPlanPhoto', {
    params: { ...paramsOf('storeFloorPlanPhoto', path), photoId },
  });
}

/** `draft.paths.documents`: one PDF with its title and who may read it. */
export async function storeListingDocument(
  path: string,
  file: Blob,
  fields: ListingDocumentFields,
  options: { onProgress?: (fraction: number) => void } = {},
): Promise<ListingDocumentItem> {
  const body = new FormData();
  body.append('title', fields.title);
  body.append('visibility', fields.visibility);
  body.append('file', file);
  return call(
    'storeListingDocument',
    { params: paramsOf('storeListingDocument', path), body },
    { onUploadProgress: uploadProgress(options.onProgress) },
  );
}

/** `{draft.paths.documents}/{documentId}`: removes the document and its file. */
export async function deleteListingDocument(
  path: string,
  documentId: number,
): Promise<ListingDraft> {
  return call('deleteListingDocument', {
    params: { ...paramsOf('storeListingDocument', path), documentId },
  });
}

/**
 * A document's bytes (`document.url`, under the API base): the owner's own copy of an owner-only
 * document needs the bearer token, which a plain link does not send.
 */
export async function getListingDocument(url: string): Promise<Blob> {
  const relative = url.replace(/^\/api(?=\/)/, '');
  return (await apiClient.get<Blob>(relative, { responseType: 'blob' })).data;
}

/**
 * `draft.paths.video` (DELETE): removes the video and its poster, or abandons its upload. The
 * upload itself is the tus protocol on POST of the same path (tus-js-client in the wizard).
 */
export async function deleteListingVideo(path: string): Promise<ListingDraft> {
  return call('deleteListingVideo', { params: paramsOf('deleteListingVideo', path) });
}

// The owner's statistics (docs/listing-statistics.md): 403 for an admin, 404 for a listing
// of someone else.
export type { ListingStats, MyListingsStats } from '../contract';
const statsCall = endpointCaller<typeof listingStatsEndpoints>(listingStatsRoutes);

/** GET /my/listings/stats: every listing of mine with the totals of the last `days` days. */
export function getMyListingStats(days: ListingStatsPeriod): Promise<MyListingsStats> {
  return statsCall('getMyListingStats', { query: { days } });
}

/** GET /my/listings/{id}/stats: one listing of mine, each figure per day of the last `days`. */
export function getListingStats(
  id: number | string,
  days: ListingStatsPeriod,
): Promise<ListingStats> {
  return statsCall('getListingStats', { params: { id: Number(id) }, query: { days } });
}

// Bulk import and the export feed (docs/feed-format.md), in this subpath too.
export * from './listing-feeds';
