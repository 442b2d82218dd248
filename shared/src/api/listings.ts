import type { AxiosProgressEvent } from 'axios';
import type {
  BrokerListingsResponse,
  ListingAlbumBody,
  ListingDocumentFields,
  ListingDocumentItem,
  UploadedFloorPlanPhoto,
  ListingDraft,
  ListingDuplicateFlag,
  ListingDuplicateMatch,
  ListingDuplicateFlags,
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
} from '../contract';
import { apiClient } from '@phuket/shared/api';

// The listing wizard and "my listings". One typed function per endpoint; after the
// draft is created, calls go to the paths the API handed out in `draft.paths` (SPEC §4: later
// steps are sent to paths supplied during the flow), relative to the API base. Errors are
// re-thrown: 422 carries field errors, 409 means the listing changed elsewhere (reload it).

export type {
  BrokerListingsResponse,
  ListingDocumentItem,
  ListingDraft,
  ListingDuplicateFlag,
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

/** POST /listing/store?step=1: creates the draft from step 1's fields. */
export async function storeListing(body: StoreListingBody): Promise<ListingDraft> {
  return (await apiClient.post<ListingDraft>('/listing/store', body, { params: { step: 1 } })).data;
}

/** Saves one step (`draft.paths.steps[n]`), based on `body.version`; answers the whole draft. */
export async function storeListingStep(path: string, body: ListingStepBody): Promise<ListingDraft> {
  return (await apiClient.post<ListingDraft>(path, body)).data;
}

/** The whole draft of its owner, to resume the wizard at /listing/create/{id}. */
export async function getListingDraft(id: number | string): Promise<ListingDraft> {
  return (await apiClient.get<ListingDraft>(`/listing/${encodeURIComponent(id)}`)).data;
}

async function changeStatus(path: string, version?: number): Promise<ListingState> {
  return (await apiClient.post<ListingState>(path, version === undefined ? {} : { version })).data;
}

/** `draft.paths.publish`: 422 names what is missing (title, type, offer, price, location, photos). */
export function publishListing(path: string, version: number): Promise<ListingState> {
  return changeStatus(path, version);
}

export function unpublishListing(path: string, version: number): Promise<ListingState> {
  return changeStatus(path, version);
}

export function markListingSold(path: string, version: number): Promise<ListingState> {
  return changeStatus(path, version);
}

export function markListingRented(path: string, version: number): Promise<ListingState> {
  return changeStatus(path, version);
}

export function archiveListing(path: string, version: number): Promise<ListingState> {
  return changeStatus(path, version);
}

/** Sets confirmed_at to now; the version is optional (an email link has none). */
export function confirmListingAvailability(path: string, version?: number): Promise<ListingState> {
  return changeStatus(path, version);
}

/**
 * GET /listing/{id}/duplicates: published listings that look like this one (2 of 3 of the
 * same photo, price within 1 %, area within 1 %), shown before publishing.
 */
export async function getListingDuplicates(id: number): Promise<ListingDuplicates> {
  return (await apiClient.get<ListingDuplicates>(`/listing/${id}/duplicates`)).data;
}

/** GET /admin/listing-duplicates (admins): listings published over another owner's look-alike. */
export async function getListingDuplicateFlags(): Promise<ListingDuplicateFlags> {
  return (await apiClient.get<ListingDuplicateFlags>('/admin/listing-duplicates')).data;
}

/** DELETE /admin/listing-duplicates/{listing_id}/{duplicate_of_id} (admins): the flag goes. */
export async function dismissListingDuplicateFlag(
  listingId: number,
  duplicateOfId: number,
): Promise<MessageBody> {
  return (
    await apiClient.delete<MessageBody>(`/admin/listing-duplicates/${listingId}/${duplicateOfId}`)
  ).data;
}

/** An admin's unpublish of any listing (moderation): no version, the content is not touched. */
export function moderateUnpublishListing(listingId: number): Promise<ListingState> {
  return changeStatus(`/listing/${listingId}/unpublish`);
}

/** A copy as a new draft; answers the copy. */
export async function duplicateListing(path: string): Promise<ListingDraft> {
  return (await apiClient.post<ListingDraft>(path, {})).data;
}

/** `draft.paths.delete` ({path}/delete-listing). */
export async function deleteListing(path: string, version: number): Promise<MessageBody> {
  return (await apiClient.delete<MessageBody>(path, { params: { version } })).data;
}

/**
 * GET /get/broker/listings (SPEC §7), 6 a page: signed in as a broker or developer, your own
 * listings in every status (`MyListing` rows; `isMyListingsPage` tells); else the public cards
 * of `filter[user_id]`.
 */
export async function getBrokerListings(
  params: BrokerListingsParams = {},
): Promise<BrokerListingsResponse> {
  return (await apiClient.get<BrokerListingsResponse>('/get/broker/listings', { params })).data;
}

/**
 * GET /listing/{id}/preview: the property page's answer for the owner, in any status (the
 * catalog's page at /properties/{id}?preview). 404 to anyone else, 401 to a guest.
 */
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
  const response = await apiClient.post<UploadedListingPhoto>(path, body, {
    params: {
      ...(options.albumId === undefined ? {} : { album_id: options.albumId }),
      ...(options.position === undefined ? {} : { position: options.position }),
    },
    ...(options.signal ? { signal: options.signal } : {}),
    onUploadProgress: (event: AxiosProgressEvent) => {
      // Without a known total there is nothing honest to show until the end.
      if (options.onProgress && event.total) {
        options.onProgress(Math.min(1, event.loaded / event.total));
      }
    },
  });
  return response.data;
}

/** `draft.paths.albums`. */
export async function createListingAlbum(
  path: string,
  body: ListingAlbumBody,
): Promise<ListingDraft> {
  return (await apiClient.post<ListingDraft>(path, body)).data;
}

/** `{draft.paths.albums}/{albumId}`. */
export async function renameListingAlbum(
  path: string,
  albumId: number,
  body: ListingAlbumBody,
): Promise<ListingDraft> {
  return (await apiClient.put<ListingDraft>(`${path}/${albumId}`, body)).data;
}

/** `{draft.paths.albums}/{albumId}`: 409 while the album holds photos. */
export async function deleteListingAlbum(path: string, albumId: number): Promise<ListingDraft> {
  return (await apiClient.delete<ListingDraft>(`${path}/${albumId}`)).data;
}

/** `draft.paths.photo_order`: every photo once, in display order, with its album. */
export async function orderListingPhotos(
  path: string,
  body: ListingPhotoOrderBody,
): Promise<ListingDraft> {
  return (await apiClient.put<ListingDraft>(path, body)).data;
}

/** `{draft.paths.photos}/{photoId}/cover`. */
export async function setListingCover(path: string, photoId: number): Promise<ListingDraft> {
  return (await apiClient.post<ListingDraft>(`${path}/${photoId}/cover`, {})).data;
}

/** `{draft.paths.photos}/{photoId}`: removes the photo and its files. */
export async function deleteListingPhoto(path: string, photoId: number): Promise<ListingDraft> {
  return (await apiClient.delete<ListingDraft>(`${path}/${photoId}`)).data;
}

/** `draft.paths.floor_plan_photos`: one floor plan photo per request (progress, retry). */
export async function storeFloorPlanPhoto(
  path: string,
  file: Blob,
  options: Omit<UploadListingPhotoOptions, 'albumId'> = {},
): Promise<UploadedFloorPlanPhoto> {
  const body = new FormData();
  body.append('file', file);
  const response = await apiClient.post<UploadedFloorPlanPhoto>(path, body, {
    ...(options.position === undefined ? {} : { params: { position: options.position } }),
    ...(options.signal ? { signal: options.signal } : {}),
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (options.onProgress && event.total) {
        options.onProgress(Math.min(1, event.loaded / event.total));
      }
    },
  });
  return response.data;
}

/** `{draft.paths.floor_plan_photos}/{photoId}`: removes the photo and its files. */
export async function deleteFloorPlanPhoto(path: string, photoId: number): Promise<ListingDraft> {
  return (await apiClient.delete<ListingDraft>(`${path}/${photoId}`)).data;
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
  const response = await apiClient.post<ListingDocumentItem>(path, body, {
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (options.onProgress && event.total) {
        options.onProgress(Math.min(1, event.loaded / event.total));
      }
    },
  });
  return response.data;
}

/** `{draft.paths.documents}/{documentId}`: removes the document and its file. */
export async function deleteListingDocument(
  path: string,
  documentId: number,
): Promise<ListingDraft> {
  return (await apiClient.delete<ListingDraft>(`${path}/${documentId}`)).data;
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
  return (await apiClient.delete<ListingDraft>(path)).data;
}
