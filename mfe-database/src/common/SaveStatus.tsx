import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { useKnownMessage } from './known-messages';
import { databaseMessages } from './messages';
import type { RecordStepsStore, StepDraft } from './record-steps-store';

/** The save status, read out politely; a 409 offers Reload, a failed save Retry. */
function SaveStatusView<D extends StepDraft, V extends object>({
  store,
}: {
  store: RecordStepsStore<D, V>;
}) {
  const t = useMessages(databaseMessages);
  const known = useKnownMessage();
  // The shared store says its state in English: each state in the page's language here.
  const status =
    store.status === 'saving'
      ? t('save.saving')
      : store.status === 'saved'
        ? t('save.saved')
        : store.status === 'conflict'
          ? t('save.not_saved', { reason: store.conflict ?? '' })
          : store.status === 'error' && store.saveError
            ? t('save.not_saved', { reason: known(store.saveError) })
            : known(store.statusText);
  return (
    <>
      {store.conflict ? (
        <div className="database-form__alert" role="alert">
          <p>{t('save.conflict')}</p>
          <button type="button" className="button" onClick={() => void store.reload()}>
            {t('save.reload')}
          </button>
        </div>
      ) : null}
      <div className="database-form__status">
        <p role="status" aria-live="polite">
          {status}
        </p>
        {store.saveError && !store.conflict ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void store.retry()}
          >
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    </>
  );
}
export const SaveStatus = observer(SaveStatusView) as typeof SaveStatusView;
