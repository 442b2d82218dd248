import { useMessages } from '@phuket/shared/i18n';
import { presentationsMessages } from '../../common/messages';
import { PresentationEditor } from './PresentationEditor';
import { useEditorStore } from './use-editor-store';
import { useDocumentTitle } from '@phuket/shared/ui';

export default function PresentationCreatePage() {
  const t = useMessages(presentationsMessages);
  useDocumentTitle(t('editor.new_heading'));
  const store = useEditorStore(null);
  return <PresentationEditor store={store} heading={t('editor.new_heading')} />;
}
