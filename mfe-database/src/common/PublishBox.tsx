import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from '@phuket/shared/router';
import { setPublished } from './record-steps-store';
import type { RecordStepsConfig, RecordStepsStore, StepDraft } from './record-steps-store';

export const NOT_PUBLISHED_MESSAGE = 'Not published: add what the list above still needs.';

/**
 * Publish / unpublish, with what the server's completeness check still misses. Each missing
 * requirement is said once, in the list, which follows the draft: a logo uploaded takes "A
 * logo is required to publish." off it. A refused publish is shown while the record is as it
 * was refused (any new answer of the server, an upload or a save, makes it out of date), and
 * only with what the list does not already say.
 */
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
  const [refused, setRefused] = useState<D | null>(null);
  const draft = store.draft;
  if (!draft) return null;
  const published = draft.status === 'published';
  const listed = published ? [] : missing;
  const error = store.actionError && refused === draft ? store.actionError : null;
  const news = error
    ? [error.message, ...error.details].filter(
        (text, i, all) => !listed.includes(text) && all.indexOf(text) === i,
      )
    : [];
  const publish = async () => {
    const ok = await setPublished(store, config, !published);
    setRefused(ok ? null : store.draft);
  };
  return (
    <section className="database-media" aria-label="Publish">
      <h3>{published ? 'Published' : 'Publish'}</h3>
      {listed.length > 0 ? (
        <ul>
          {listed.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <div className="field-error" role="alert">
          {news.length > 0 ? news.map((text) => <p key={text}>{text}</p>) : NOT_PUBLISHED_MESSAGE}
        </div>
      ) : null}
      <button
        type="button"
        className="button"
        disabled={store.acting}
        onClick={() => void publish()}
      >
        {published ? 'Unpublish' : 'Publish'}
      </button>{' '}
      {published ? <Link to={publicPath}>View the public page</Link> : null}
    </section>
  );
}
export const PublishBox = observer(PublishBoxView) as typeof PublishBoxView;
