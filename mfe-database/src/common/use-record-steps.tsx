import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { databaseMessages } from './messages';
import { recordStepsStore } from './record-steps-store';
import type {
  LoadState,
  RecordStepsConfig,
  RecordStepsStore,
  StepDraft,
} from './record-steps-store';

/**
 * The store of the create page, by kind of record, from its first render: once its record is
 * created, the record's own steps page (a new route) takes it over, so what is typed while the
 * create request is out is not lost in the move. Kept from the start, not at the create page's
 * unmount: in a route change the new page renders before the old one's effects are cleaned up.
 */
const creating = new WeakMap<object, unknown>();
/** Stores a steps page took over from the create page: that page owns them now. */
const takenOver = new WeakSet<object>();

/**
 * The steps store of one record: a new one on the create page (`id` undefined), the create
 * page's on the page it moves to, else one that loads `id`. Disposed when its page goes,
 * unless another page has it or may still take it.
 */
export function useRecordSteps<D extends StepDraft, V extends object>(
  config: RecordStepsConfig<D, V>,
  id: number | undefined,
): RecordStepsStore<D, V> {
  const [store] = useState<RecordStepsStore<D, V>>(() => {
    // Only read here: React may throw a render away (something below suspended, a catalog or a
    // chunk still loading) and run this again; the take-over is written once it is committed.
    const kept = creating.get(config) as RecordStepsStore<D, V> | undefined;
    if (id !== undefined && kept && kept.draft?.id === id) return kept;
    const fresh = recordStepsStore(config);
    if (id === undefined) creating.set(config, fresh);
    return fresh;
  });
  useEffect(() => {
    if (id !== undefined && creating.get(config) === store) {
      creating.delete(config);
      takenOver.add(store);
    }
  }, [config, store, id]);
  useEffect(() => {
    if (id !== undefined && store.draft?.id !== id) void store.load(id);
  }, [store, id]);
  useEffect(
    () => () => {
      if (id === undefined) {
        // The steps page has it, or may still take it (its code is still loading).
        if (takenOver.has(store) || store.draft) return;
        if (creating.get(config) === store) creating.delete(config);
      }
      store.dispose();
    },
    [config, store, id],
  );
  return store;
}

/** The part of a steps store its loading states read. */
interface Loading {
  readonly draft: { id: number } | null;
  readonly loadState: LoadState;
  load(id: number): Promise<unknown>;
}

interface RecordLoadingProps {
  store: Loading;
  id: number | undefined;
  /** The heading when the record does not exist or is not the caller's. */
  notFound: string;
  backToList: string;
  listPath: string;
}

type Shown = 'steps' | 'loading' | 'not-found' | 'error';

/** What a record's page shows: its steps, or why not yet. */
function shown(store: Loading, id: number | undefined): Shown {
  // A saved record waits for its draft, so the steps open where it was left (draft.step).
  const waiting = id !== undefined && store.draft?.id !== id && store.loadState === 'new';
  if (store.loadState === 'loading' || waiting) return 'loading';
  if (store.loadState === 'not-found' || store.loadState === 'error') return store.loadState;
  return 'steps';
}

/** Whether the steps can show: the record is new, or its draft is in. */
export function recordStepsReady(store: Loading, id: number | undefined): boolean {
  return shown(store, id) === 'steps';
}

/**
 * What shows instead of the steps while a saved record loads, when it is not found, or when
 * the server cannot be reached (with Retry).
 */
export const RecordLoading = observer(function RecordLoading({
  store,
  id,
  notFound,
  backToList,
  listPath,
}: RecordLoadingProps) {
  const t = useMessages(databaseMessages);
  const state = shown(store, id);
  if (state === 'not-found') {
    return (
      <div role="alert">
        <h2>{notFound}</h2>
        <Link to={listPath}>{backToList}</Link>
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div role="alert">
        <p>{t('common.unreachable')}</p>
        <button type="button" className="button" onClick={() => id && void store.load(id)}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <p role="status">{t('common.loading')}</p>;
});
