import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { Link, useParams } from '@phuket/shared/router';
import { presentationsMessages } from '../../common/messages';
import { PresentationEditor } from './PresentationEditor';
import { useEditorStore } from './use-editor-store';
import { useDocumentTitle } from '@phuket/shared/ui';

/** Keyed by slug by the caller's route: a new slug (new link) keeps the handed-off store. */
const EditPage = observer(function EditPage({ slug }: { slug: string }) {
  const t = useMessages(presentationsMessages);
  const store = useEditorStore(slug);
  useDocumentTitle(
    store.values.title
      ? t('editor.document_title', { title: store.values.title })
      : t('editor.edit_heading'),
  );

  if (store.loadState === 'not-found') {
    return (
      <div className="container page pres-editor">
        <h1>{t('editor.not_found_title')}</h1>
        <p>{t('editor.not_found_text')}</p>
        <Link className="button" to="/presentations">
          {t('presentations.title')}
        </Link>
      </div>
    );
  }
  if (store.loadState === 'error') {
    return (
      <div className="container page pres-editor" role="alert">
        <h1>{t('common.load_error')}</h1>
        <p>{t('common.offline')}</p>
        <button type="button" className="button" onClick={() => void store.load(slug)}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (store.loadState !== 'ready') {
    return (
      <div className="container page pres-editor">
        <h1>{t('editor.edit_heading')}</h1>
        <p role="status">{t('editor.loading')}</p>
      </div>
    );
  }
  return <PresentationEditor store={store} heading={t('editor.edit_heading')} />;
});

export default function PresentationEditPage() {
  const { slug = '' } = useParams();
  return <EditPage key={slug} slug={slug} />;
}
