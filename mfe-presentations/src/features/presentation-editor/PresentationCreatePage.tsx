import { useDocumentTitle } from '../../common/use-document-title';
import { PresentationEditor } from './PresentationEditor';
import { useEditorStore } from './use-editor-store';

export default function PresentationCreatePage() {
  useDocumentTitle('New presentation');
  const store = useEditorStore(null);
  return <PresentationEditor store={store} heading="New presentation" />;
}
