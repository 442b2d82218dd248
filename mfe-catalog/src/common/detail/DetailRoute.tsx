import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useParams } from '@phuket/shared/router';
import { parseRouteId } from '../load-error';
import { ResourceStore } from '../resource-store';
import { DetailSkeleton } from '../status/DetailSkeleton';
import { ErrorScreen, NotFoundScreen } from '../status/StatusScreens';
import { useDocumentTitle } from '@phuket/shared/ui';

export interface DetailRouteProps<T> {
  load: (id: number) => Promise<T>;
  notFoundTitle: string;
  notFoundText?: string;
  /** Shown while the first answer is on its way; the generic page skeleton without it. */
  skeleton?: ReactNode;
  /** Observable input of `load` (e.g. the currency): a change reloads in place. */
  reloadOn?: () => unknown;
  /** The answer the server rendered this page from, when it is for this id. */
  fromServer?: (id: number) => T | undefined;
  /** The tab's title from the answer, when not its `title` (a title in the page's language). */
  titleOf?: (data: T) => string | null;
  /** Answer statuses shown as "not found"; 404 alone unless given. */
  notFoundStatuses?: readonly number[];
  children: (data: T) => ReactNode;
}

/**
 * A page of one thing addressed by `/:id`: a bad id or a 404 is "not found" without a blank
 * page, a failed request offers Retry, and the tab title follows the loaded thing.
 */
export function DetailRoute<T extends { title: string | null }>(props: DetailRouteProps<T>) {
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundScreen title={props.notFoundTitle} text={props.notFoundText} />;
  // A new id is a new page: fresh store, no stale photos from the previous one.
  return <DetailView key={id} id={id} {...props} />;
}

const DetailView = observer(function DetailView<T extends { title: string | null }>({
  id,
  load,
  notFoundTitle,
  notFoundText,
  skeleton,
  reloadOn,
  fromServer,
  notFoundStatuses,
  titleOf,
  children,
}: DetailRouteProps<T> & { id: number }) {
  // Created once per id (the view is keyed by it), so the first `load` is the one kept.
  const [store] = useState(
    () => new ResourceStore<T>(() => load(id), fromServer?.(id), notFoundStatuses),
  );
  // What the data was loaded for (e.g. the currency), as of the first render.
  const [watched] = useState(() => ({ value: reloadOn, at: reloadOn?.() }));
  useEffect(() => {
    const watch = watched.value;
    // Changed between the first render and now (while the page hydrated): the data is stale.
    const changed = watch !== undefined && watch() !== watched.at;
    void store.load({ skipIfReady: !changed });
    if (!watch) return undefined;
    return reaction(watch, () => void store.load());
  }, [store, watched]);
  // A gone or unknown id is a page of its own too: its tab says so (WCAG 2.4.2).
  const shown = store.data && (titleOf ? titleOf(store.data) : store.data.title);
  useDocumentTitle(store.status === 'not-found' ? notFoundTitle : shown);

  if (store.status === 'not-found')
    return <NotFoundScreen title={notFoundTitle} text={notFoundText} />;
  if (store.status === 'unavailable') return <ErrorScreen onRetry={() => store.retry()} />;
  if (!store.data) return <>{skeleton ?? <DetailSkeleton />}</>;
  return <>{children(store.data)}</>;
});
