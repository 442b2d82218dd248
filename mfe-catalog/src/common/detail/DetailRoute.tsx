import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useFirstScreenReady } from '@phuket/shared/first-screen';
import { useParams } from '@phuket/shared/router';
import { parseRouteId } from '../load-error';
import { ResourceStore } from '../resource-store';
import { DetailSkeleton } from '../status/DetailSkeleton';
import { ErrorScreen, NotFoundScreen } from '../status/StatusScreens';
import { useDocumentTitle } from '../use-document-title';

export interface DetailRouteProps<T> {
  load: (id: number) => Promise<T>;
  notFoundTitle: string;
  notFoundText?: string;
  /** Shown while the first answer is on its way; the generic page skeleton without it. */
  skeleton?: ReactNode;
  /** Observable input of `load` (e.g. the currency): a change reloads in place. */
  reloadOn?: () => unknown;
  /** The answer the server rendered this page from, when it is for this id (first screen). */
  primed?: (id: number) => T | undefined;
  /**
   * The loaded page says itself when it is ready for the first-screen hand-over (it has data
   * of its own to wait for, e.g. RelatedListings with a primed key); here only not found and
   * errors say it.
   */
  contentSaysReady?: boolean;
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
  primed,
  contentSaysReady = false,
  children,
}: DetailRouteProps<T> & { id: number }) {
  // Created once per id (the view is keyed by it), so the first `load` is the one kept.
  const [store] = useState(() => new ResourceStore<T>(() => load(id), primed?.(id)));
  const [watch] = useState(() => reloadOn);
  useEffect(() => {
    void store.load({ skipIfReady: true });
    if (!watch) return undefined;
    return reaction(watch, () => void store.load());
  }, [store, watch]);
  useDocumentTitle(store.data?.title);
  useFirstScreenReady(
    store.status !== 'loading' && !(contentSaysReady && store.status === 'ready'),
  );

  if (store.status === 'not-found')
    return <NotFoundScreen title={notFoundTitle} text={notFoundText} />;
  if (store.status === 'unavailable') return <ErrorScreen onRetry={() => store.retry()} />;
  if (!store.data) return <>{skeleton ?? <DetailSkeleton />}</>;
  return <>{children(store.data)}</>;
});
