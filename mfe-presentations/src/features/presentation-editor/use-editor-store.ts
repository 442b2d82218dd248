import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { useLocale, useMessages } from '@phuket/shared/i18n';
import { useNavigate } from '@phuket/shared/router';
import { useStores } from '@phuket/shared/stores';
import { presentationsMessages } from '../../common/messages';
import { editorApi } from './editor-api';
import { PresentationEditorStore } from './editor-store';

/**
 * The store that moves from /presentations/create to /presentation/{slug}/edit (after the
 * first save) or to a new slug (after "Make a new link"): the next page takes this very store,
 * so nothing typed meanwhile is lost and nothing is loaded again.
 */
let handoff: PresentationEditorStore | null = null;

function takeHandoff(slug: string | null): PresentationEditorStore | null {
  const store = handoff;
  handoff = null;
  return store && slug !== null && store.meta?.slug === slug ? store : null;
}

/** The editor's store for this address: a new presentation (slug null) or a saved one. */
export function useEditorStore(slug: string | null): PresentationEditorStore {
  const { currency } = useStores();
  const navigate = useNavigate();
  const t = useMessages(presentationsMessages);
  const locale = useLocale();
  const [store] = useState(
    () =>
      takeHandoff(slug) ??
      new PresentationEditorStore(editorApi, currency.current, undefined, t, locale),
  );

  useEffect(() => {
    if (slug !== null && store.loadState === 'new') void store.load(slug);
  }, [store, slug]);

  // Saved for the first time, or a new link: the address follows, so a reload finds it.
  useEffect(
    () =>
      reaction(
        () => store.meta?.slug,
        (next) => {
          if (!next || next === slug) return;
          handoff = store;
          void navigate(`/presentation/${encodeURIComponent(next)}/edit`, { replace: true });
        },
      ),
    [store, slug, navigate],
  );

  // Leaving the editor saves what is pending (the store is dropped unless handed off).
  useEffect(
    () => () => {
      if (handoff === store) return;
      void store.flush().finally(() => store.dispose());
    },
    [store],
  );
  return store;
}
