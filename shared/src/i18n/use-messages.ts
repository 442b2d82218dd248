import { useCallback } from 'react';
import type { MessageCatalog, MessageValues } from './catalog';
import { useLocale } from './locale-context';

export type Translate = (id: string, values?: MessageValues) => string;

/**
 * `t(id, values)` in the page's language, from the package's own catalog. Ids are literal
 * strings at the call or marked with `msgId`, so the catalog check
 * (`pnpm lint`) finds every id the code uses.
 */
export function useMessages(catalog: MessageCatalog): Translate {
  const locale = useLocale();
  return useCallback(
    (id: string, values?: MessageValues) => catalog.format(locale, id, values),
    [catalog, locale],
  );
}

/** A message id kept for later (a table of labels): marks it for the catalog check. */
export function msgId<Id extends string>(id: Id): Id {
  return id;
}

/**
 * The id of a label whose English is exactly the value it labels (the table's key: 'Villa',
 * 'Patong'): the catalog check finds it as msgId's, and the build ships no English message
 * for it, since English pages show the value itself.
 */
export function valueId<Id extends string>(id: Id): Id {
  return id;
}
