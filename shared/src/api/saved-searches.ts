import type { SavedSearch, SavedSearchBody, SavedSearchList, SavedSearchPatch } from '../contract';
import { apiClient } from './client';

// Saved searches with alerts: a signed-in visitor's searches. Errors are re-thrown:
// 422 carries field errors (name, query, frequency), 401 sends a guest to sign in.

export type { SavedSearch, SavedSearchBody, SavedSearchPatch };

export async function getSavedSearches(): Promise<SavedSearch[]> {
  return (await apiClient.get<SavedSearchList>('/saved-searches')).data.data;
}

export async function storeSavedSearch(body: SavedSearchBody): Promise<SavedSearch> {
  return (await apiClient.post<SavedSearch>('/saved-searches', body)).data;
}

export async function updateSavedSearch(id: number, patch: SavedSearchPatch): Promise<SavedSearch> {
  const path = `/saved-searches/${encodeURIComponent(id)}`;
  return (await apiClient.patch<SavedSearch>(path, patch)).data;
}

export async function deleteSavedSearch(id: number): Promise<void> {
  await apiClient.delete(`/saved-searches/${encodeURIComponent(id)}`);
}
