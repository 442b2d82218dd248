import { useMessages } from '@phuket/shared/i18n';
import { useDocumentTitle } from '@phuket/shared/ui';
import { paths } from '@phuket/shared/routes';
import { Link } from '@phuket/shared/router';
import { databaseMessages } from '../../common/messages';
import { ProjectWizard } from './ProjectWizard';

/** /database/projects/create: step 2 of a new project; the first save creates it. */
export default function ProjectCreatePage() {
  const t = useMessages(databaseMessages);
  useDocumentTitle(t('project.new'));
  return (
    <div className="container database-page">
      <p>
        <Link to={paths.databaseProjects}>{t('list.tab_projects')}</Link>
      </p>
      <h1>{t('project.new')}</h1>
      <ProjectWizard />
    </div>
  );
}
