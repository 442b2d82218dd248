import { useMessages } from '@phuket/shared/i18n';
import { presentationsMessages } from '../../common/messages';
import { useDocumentTitle } from '../../common/use-document-title';
import { PresentationEditor } from './PresentationEditor';
import { useEditorStore } from './use-editor-store';

export default function PresentationCreatePage() {
  const t = useMessages(presentationsMessages);
  useDocumentTitle(t('editor.new_heading'));
  const store = useEditorStore(null);
  return <PresentationEditor store={store} heading={t('editor.new_heading')} />;
}
