import { observer } from 'mobx-react-lite';
import { useAutosaveStatusText } from '@phuket/shared/autosave';
import type { AutosaveStatus as Status } from '@phuket/shared/autosave';
import { sharedMessages, useMessages } from '@phuket/shared/i18n';

/** What the status reads from a store that saves as the person types (AutosaveStore's face). */
export interface AutosaveStatusSource {
  status: Status;
  conflict: string | null;
  saveError: string | null;
  retry: () => unknown;
  reload: () => unknown;
}

export interface AutosaveStatusProps {
  store: AutosaveStatusSource;
  /** The API's reason in the page's language (each area knows its own messages). */
  reason?: (text: string) => string;
}

const asIs = (text: string) => text;

/** The save status, read out politely; a failed save offers Retry. */
export const AutosaveStatus = observer(function AutosaveStatus({
  store,
  reason = asIs,
}: AutosaveStatusProps) {
  const t = useMessages(sharedMessages);
  const text = useAutosaveStatusText({
    status: store.status,
    conflict: store.conflict === null ? null : reason(store.conflict),
    saveError: store.saveError === null ? null : reason(store.saveError),
  });
  // A conflict has its own alert with Reload (AutosaveConflict): Retry would only fail again.
  const failed = store.saveError !== null && store.conflict === null;
  return (
    <div className="autosave-status">
      <p role="status" aria-live="polite" data-testid="save-status">
        {text}
      </p>
      {failed ? (
        <button type="button" className="button button--secondary" onClick={() => store.retry()}>
          {t('autosave.retry')}
        </button>
      ) : null}
    </div>
  );
});

/** The record changed elsewhere (409): the API's reason, what Reload does, and Reload. */
export const AutosaveConflict = observer(function AutosaveConflict({
  store,
  reason = asIs,
}: AutosaveStatusProps) {
  const t = useMessages(sharedMessages);
  if (store.conflict === null) return null;
  return (
    <div className="autosave-conflict" role="alert">
      <p>{reason(store.conflict)}</p>
      <p>{t('autosave.conflict_hint')}</p>
      <button type="button" className="button" onClick={() => store.reload()}>
        {t('autosave.reload')}
      </button>
    </div>
  );
});
