import { observer } from 'mobx-react-lite';
import { Link } from '@phuket/shared/router';
import { setPublished } from './record-steps-store';
import type { RecordStepsConfig, RecordStepsStore, StepDraft } from './record-steps-store';

/** Publish / unpublish, with what the server's completeness check still misses. */
function PublishBoxView<D extends StepDraft, V extends object>({
  store,
  config,
  missing,
  publicPath,
}: {
  store: RecordStepsStore<D, V>;
  config: Pick<RecordStepsConfig<D, V>, 'publish' | 'unpublish'>;
  missing: readonly string[];
  publicPath: string;
}) {
  const draft = store.draft;
  if (!draft) return null;
  const published = draft.status === 'published';
  return (
    <section className="database-media" aria-label="Publish">
      <h3>{published ? 'Published' : 'Publish'}</h3>
      {!published && missing.length > 0 ? (
        <ul>
          {missing.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {store.actionError ? (
        <div className="field-error" role="alert">
          <p>{store.actionError.message}</p>
          <ul>
            {store.actionError.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <button
        type="button"
        className="button"
        disabled={store.acting}
        onClick={() => void setPublished(store, config, !published)}
      >
        {published ? 'Unpublish' : 'Publish'}
      </button>{' '}
      {published ? <Link to={publicPath}>View the public page</Link> : null}
    </section>
  );
}
export const PublishBox = observer(PublishBoxView) as typeof PublishBoxView;
