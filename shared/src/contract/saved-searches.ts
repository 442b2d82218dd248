import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES } from './enums';
import { EMAIL_MAX } from './limits';
import {
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_QUERY_MAX,
} from './saved-search-rules';
import { Nullable, StringEnum } from './schema-kit';

const closed = { additionalProperties: false } as const;
const dateTime = Type.String({ format: 'date-time' });

/** A saved search as its owner sees it. `query` is the /properties query, without '?'. */
export const SavedSearch = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    query: Type.String(),
    frequency: StringEnum(SAVED_SEARCH_FREQUENCIES),
    created_at: dateTime,
    last_sent_at: Nullable(dateTime),
  },
  closed,
);
export type SavedSearch = Static<typeof SavedSearch>;

export const SavedSearchList = Type.Object(
  { data: Type.Array(SavedSearch, { maxItems: SAVED_SEARCHES_MAX }) },
  closed,
);
export type SavedSearchList = Static<typeof SavedSearchList>;

/**
 * POST /saved-searches. Types and lengths only: the name and the query are checked by
 * saved-search-rules.ts in the handler, so the dialog and the API give the same messages.
 */
export const SavedSearchBody = Type.Object(
  {
    name: Type.String({ maxLength: SAVED_SEARCH_NAME_MAX + 100 }),
    query: Type.String({ maxLength: SAVED_SEARCH_QUERY_MAX }),
    frequency: StringEnum(SAVED_SEARCH_FREQUENCIES),
    currency: Type.Optional(
      StringEnum(CURRENCIES, {
        description: 'What a price range without price_currency is written in (default THB)',
      }),
    ),
  },
  closed,
);
export type SavedSearchBody = Static<typeof SavedSearchBody>;

/**
 * POST /saved-searches/guest: a guest's search with alerts by email, without an account. It
 * mails a confirmation link and mails nothing else until the link is used.
 */
export const GuestSavedSearchBody = Type.Object(
  {
    ...SavedSearchBody.properties,
    email: Type.String({ maxLength: EMAIL_MAX + 100 }),
  },
  closed,
);
export type GuestSavedSearchBody = Static<typeof GuestSavedSearchBody>;

/** PATCH /saved-searches/:id: a new name, a new frequency, or both. */
export const SavedSearchPatch = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: SAVED_SEARCH_NAME_MAX + 100 })),
    frequency: Type.Optional(StringEnum(SAVED_SEARCH_FREQUENCIES)),
  },
  { ...closed, minProperties: 1 },
);
export type SavedSearchPatch = Static<typeof SavedSearchPatch>;
