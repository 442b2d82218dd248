import { observer } from 'mobx-react-lite';
import type { RecordStepsStore, StepDraft } from './record-steps-store';

/** The save status, read out politely; a 409 offers Reload, a failed save Retry. */
function SaveStatusView<D extends StepDraft, V extends object>({
  store,
}: {
  store: RecordStepsStore<D, V>;
}) {
  return (
    <>
      {store.conflict ? (
        <div className="database-form__alert" role="alert">
          <p>
            This record was changed elsewhere. Reload to see the saved version; what you typed here
            is not saved.
          </p>
          <button type="button" className="button" onClick={() => void store.reload()}>
            Reload
          </button>
        </div>
      ) : null}
      <div className="database-form__status">
        <p role="status" aria-live="polite">
          {store.statusText}
        </p>
        {store.saveError && !store.conflict ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void store.retry()}
          >
            Retry
          </button>
        ) : null}
      </div>
    </>
  );
}
export const SaveStatus = observer(SaveStatusView) as typeof SaveStatusView;
