import { useMessages } from '@phuket/shared/i18n';
import { useDocumentTitle } from '@phuket/shared/ui';
import { paths } from '@phuket/shared/routes';
import { Link } from '@phuket/shared/router';
import { databaseMessages } from '../../common/messages';
import { DeveloperWizard } from './DeveloperWizard';

/** /database/developers/create: step 2 of a new developer; the first save creates it. */
export default function DeveloperCreatePage() {
  const t = useMessages(databaseMessages);
  useDocumentTitle(t('developer.new'));
  return (
    <div className="container database-page">
      <p>
        <Link to={paths.databaseDevelopers}>{t('list.tab_developers')}</Link>
      </p>
      <h1>{t('developer.new')}</h1>
      <DeveloperWizard />
    </div>
  );
}
