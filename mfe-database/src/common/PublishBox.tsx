import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { english, useKnownMessage } from './known-messages';
import { databaseMessages } from './messages';
import { setPublished } from './record-steps-store';
import type { RecordStepsConfig, RecordStepsStore, StepDraft } from './record-steps-store';

export const NOT_PUBLISHED_MESSAGE = english('publish.not_published');

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
  const t = useMessages(databaseMessages);
  const known = useKnownMessage();
  const [refused, setRefused] = useState<D | null>(null);
  const draft = store.draft;
  if (!draft) return null;
  // A developer whose name another account's company has waits for staff (`pending`): it can
  // be withdrawn as a published one is unpublished.
  const waiting = draft.status === 'pending';
  const published = draft.status === 'published' || waiting;
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
    <section className="database-media" aria-label={t('publish.publish')}>
      <h3>
        {waiting ? t('publish.waiting') : published ? t('publish.published') : t('publish.publish')}
      </h3>
      {waiting ? <p role="status">{t('publish.waiting_text')}</p> : null}
      {listed.length > 0 ? (
        <ul>
          {listed.map((item) => (
            <li key={item}>{known(item)}</li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <div className="field-error" role="alert">
          {news.length > 0
            ? news.map((text) => <p key={text}>{known(text)}</p>)
            : t('publish.not_published')}
        </div>
      ) : null}
      <button
        type="button"
        className="button"
        disabled={store.acting}
        onClick={() => void publish()}
      >
        {waiting
          ? t('publish.withdraw')
          : published
            ? t('publish.unpublish')
            : t('publish.publish')}
      </button>{' '}
      {published && !waiting ? <Link to={publicPath}>{t('publish.view')}</Link> : null}
    </section>
  );
}
export const PublishBox = observer(PublishBoxView) as typeof PublishBoxView;
