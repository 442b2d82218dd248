import type {
  ListingDraft,
  ListingState,
  ListingStep1Body,
  ListingStep2Body,
  ListingStep3Body,
  MessageBody,
  MyListing,
  Page,
  StoreListingBody,
} from '../contract';
import { apiClient } from './client';

// The listing wizard and "my listings" (issue 12). One typed function per endpoint; after the
// draft is created, calls go to the paths the API handed out in `draft.paths` (SPEC §4: later
// steps are sent to paths supplied during the flow), relative to the API base. Errors are
// re-thrown: 422 carries field errors, 409 means the listing changed elsewhere (reload it).

export type { ListingDraft, ListingState, MyListing };
export type ListingStepBody = ListingStep1Body | ListingStep2Body | ListingStep3Body;
/** `page`, `per_page`, `filter[status]`, `filter[title]`. */
export type MyListingsParams = Record<string, string | number>;

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

/** A copy as a new draft; answers the copy. */
export async function duplicateListing(path: string): Promise<ListingDraft> {
  return (await apiClient.post<ListingDraft>(path, {})).data;
}

/** `draft.paths.delete` ({path}/delete-listing). */
export async function deleteListing(path: string, version: number): Promise<MessageBody> {
  return (await apiClient.delete<MessageBody>(path, { params: { version } })).data;
}

/** GET /my/listings: the owner's listings, 6 a page, every status. */
export async function getMyListings(params: MyListingsParams = {}): Promise<Page<MyListing>> {
  return (await apiClient.get<Page<MyListing>>('/my/listings', { params })).data;
}
