import { observer } from 'mobx-react-lite';
import { EMAIL_NOT_CONFIRMED } from '@phuket/shared/contract';
import { useAccountRuleText, useMessages } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { useDocumentTitle } from '@phuket/shared/ui';
import { presentationsMessages } from '../../common/messages';
import { PresentationEditor } from './PresentationEditor';
import { useEditorStore } from './use-editor-store';

export default observer(function PresentationCreatePage() {
  const t = useMessages(presentationsMessages);
  const { session } = useStores();
  useDocumentTitle(t('editor.new_heading'));
  // A presentation is a live link from its first save, which the API refuses until the
  // account's email is confirmed: say so before anything is typed, not after.
  if (session.user && !session.user.email_verified) return <ConfirmEmailFirst />;
  return <NewPresentation />;
});

function NewPresentation() {
  const t = useMessages(presentationsMessages);
  const store = useEditorStore(null);
  return <PresentationEditor store={store} heading={t('editor.new_heading')} />;
}

function ConfirmEmailFirst() {
  const t = useMessages(presentationsMessages);
  const accountRule = useAccountRuleText();
  return (
    <div className="container page pres-editor">
      <h1>{t('editor.new_heading')}</h1>
      <div className="pres-editor__confirm" role="status">
        <p>{accountRule(EMAIL_NOT_CONFIRMED) ?? EMAIL_NOT_CONFIRMED}</p>
        <Link className="button" to={`${paths.profileEdit}#email`}>
          {t('editor.confirm_email')}
        </Link>
      </div>
    </div>
  );
}
