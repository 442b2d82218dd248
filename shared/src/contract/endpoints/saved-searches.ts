import { endpoint } from '../endpoint';
import { SAVED_SEARCHES_MAX } from '../saved-search-rules';
import {
  GuestSavedSearchBody,
  SavedSearch,
  SavedSearchBody,
  SavedSearchList,
  SavedSearchPatch,
} from '../saved-searches';
import { IdParams, MessageBody } from '../schema-kit';

// A signed-in visitor's own searches with alerts: a guest gets 401, another user's id 404.
// A guest saves one by email instead (storeGuestSavedSearch) and stops it from the mail.
export const savedSearchEndpoints = {
  getSavedSearches: endpoint({
    method: 'GET',
    path: '/saved-searches',
    access: 'signed-in',
    tag: 'saved-searches',
    summary: 'My saved searches, oldest first',
    response: SavedSearchList,
    errors: [401],
  }),
  storeSavedSearch: endpoint({
    method: 'POST',
    path: '/saved-searches',
    access: 'signed-in',
    tag: 'saved-searches',
    summary: `Save a /properties query (checked by the filters codec and stored in its canonical form); at most ${SAVED_SEARCHES_MAX}`,
    body: SavedSearchBody,
    response: SavedSearch,
    status: 201,
    errors: [401, 422],
  }),
  storeGuestSavedSearch: endpoint({
    method: 'POST',
    path: '/saved-searches/guest',
    access: 'public',
    tag: 'saved-searches',
    summary:
      'A guest saves a search with alerts by email: a confirmation link is mailed (double opt-in), and the answer is the same whether or not anything was stored',
    body: GuestSavedSearchBody,
    response: MessageBody,
    status: 202,
    errors: [422, 429],
  }),
  updateSavedSearch: endpoint({
    method: 'PATCH',
    path: '/saved-searches/:id',
    access: 'signed-in',
    tag: 'saved-searches',
    summary: 'Rename a saved search or change how often it mails',
    params: IdParams,
    body: SavedSearchPatch,
    response: SavedSearch,
    errors: [401, 404, 422],
  }),
  deleteSavedSearch: endpoint({
    method: 'DELETE',
    path: '/saved-searches/:id',
    access: 'signed-in',
    tag: 'saved-searches',
    summary: 'Delete a saved search: its alerts stop',
    params: IdParams,
    response: MessageBody,
    errors: [401, 404, 422],
  }),
};
