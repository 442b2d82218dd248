import type {
  GuestSavedSearchBody,
  MessageBody,
  SavedSearch,
  SavedSearchBody,
  SavedSearchPatch,
} from '../contract';
import type { savedSearchEndpoints } from '../contract/endpoints/saved-searches';
import { endpointCaller } from './call';
import { savedSearchRoutes } from './generated/saved-searches';

// Saved searches with alerts: a signed-in visitor's searches. Errors are re-thrown:
// 422 carries field errors (name, query, frequency), 401 sends a guest to sign in.

export type { GuestSavedSearchBody, SavedSearch, SavedSearchBody, SavedSearchPatch };

const call = endpointCaller<typeof savedSearchEndpoints>(savedSearchRoutes);

export async function getSavedSearches(): Promise<SavedSearch[]> {
  return (await call('getSavedSearches')).data;
}

export async function storeSavedSearch(body: SavedSearchBody): Promise<SavedSearch> {
  return call('storeSavedSearch', { body });
}

/** A guest's search by email: the answer says to confirm it from the mail (202). */
export async function storeGuestSavedSearch(body: GuestSavedSearchBody): Promise<MessageBody> {
  return call('storeGuestSavedSearch', { body });
}

export async function updateSavedSearch(id: number, patch: SavedSearchPatch): Promise<SavedSearch> {
  return call('updateSavedSearch', { params: { id }, body: patch });
}

export async function deleteSavedSearch(id: number): Promise<void> {
  await call('deleteSavedSearch', { params: { id } });
}
