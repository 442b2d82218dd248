import { observer } from 'mobx-react-lite';
import { Link, useParams } from '@phuket/shared/router';
import { useDocumentTitle } from '../../common/use-document-title';
import { PresentationEditor } from './PresentationEditor';
import { useEditorStore } from './use-editor-store';

/** Keyed by slug by the caller's route: a new slug (new link) keeps the handed-off store. */
const EditPage = observer(function EditPage({ slug }: { slug: string }) {
  const store = useEditorStore(slug);
  useDocumentTitle(store.values.title ? `Edit: ${store.values.title}` : 'Edit presentation');

  if (store.loadState === 'not-found') {
    return (
      <div className="container page pres-editor">
        <h1>Presentation not found</h1>
        <p>It may have been deleted, or it belongs to another account.</p>
        <Link className="button" to="/presentations">
          My presentations
        </Link>
      </div>
    );
  }
  if (store.loadState === 'error') {
    return (
      <div className="container page pres-editor" role="alert">
        <h1>The presentation could not be loaded</h1>
        <p>The server cannot be reached right now. Check your connection and try again.</p>
        <button type="button" className="button" onClick={() => void store.load(slug)}>
          Retry
        </button>
      </div>
    );
  }
  if (store.loadState !== 'ready') {
    return (
      <div className="container page pres-editor">
        <h1>Edit presentation</h1>
        <p role="status">Loading…</p>
      </div>
    );
  }
  return <PresentationEditor store={store} heading="Edit presentation" />;
});

export default function PresentationEditPage() {
  const { slug = '' } = useParams();
  return <EditPage key={slug} slug={slug} />;
}
