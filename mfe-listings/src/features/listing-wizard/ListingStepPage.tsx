import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { useLocation, useNavigate, useParams } from '@phuket/shared/router';
import { listingsMessages } from '../../common/messages';
import { ListingWizard } from './ListingWizard';
import { WIZARD_STEPS } from './steps';
import { useDocumentTitle } from '@phuket/shared/ui';
import { DraftNotFound, releaseStore, takeStore } from './wizard-page';
import { resumeStep, stepFromSearch } from './wizard-steps';

/**
 * /listing/create/{id}?step=N: resumes a draft. N counts the wizard's steps from 1; without it
 * the draft opens at the furthest step it has saved.
 */
export default observer(function ListingStepPage() {
  const t = useMessages(listingsMessages);
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const location = useLocation();
  const navigate = useNavigate();
  const [store] = useState(() => takeStore(id ?? 0));
  const title = t('wizard.edit_title');
  useDocumentTitle(title);

  useEffect(() => {
    releaseStore(store);
    if (id !== null && store.draft?.id !== id) void store.load(id);
  }, [store, id]);

  const fromUrl = stepFromSearch(location.search, WIZARD_STEPS.length);
  const draft = store.draft;
  useEffect(() => {
    if (fromUrl === null && draft) {
      void navigate({ search: `?step=${resumeStep(WIZARD_STEPS, draft.step)}` }, { replace: true });
    }
  }, [fromUrl, draft, navigate]);

  if (id === null || store.loadState === 'not-found') return <DraftNotFound />;

  return (
    <div className="container page">
      <h1>{title}</h1>
      {store.loadState === 'error' ? (
        <div className="listing-wizard__alert" role="alert">
          <p>{t('wizard.load_error')}</p>
          <button type="button" className="button" onClick={() => void store.load(id)}>
            {t('wizard.retry')}
          </button>
        </div>
      ) : draft && draft.id === id ? (
        <ListingWizard store={store} step={fromUrl ?? resumeStep(WIZARD_STEPS, draft.step)} />
      ) : (
        <p role="status">{t('wizard.loading')}</p>
      )}
    </div>
  );
});
