import { useMessages } from '@phuket/shared/i18n';
import { useDocumentTitle } from '@phuket/shared/ui';
import { paths } from '@phuket/shared/routes';
import { Link, useParams } from '@phuket/shared/router';
import { databaseMessages } from '../../common/messages';
import { ProjectWizard } from './ProjectWizard';

/** /database/projects/{id}/create?step=N: a saved project's steps; without ?step, the furthest step it saved. */
export default function ProjectStepPage() {
  const t = useMessages(databaseMessages);
  useDocumentTitle(t('project.heading'));
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return (
    <div className="container database-page">
      <p>
        <Link to={paths.databaseProjects}>{t('list.tab_projects')}</Link>
      </p>
      <h1>{t('project.heading')}</h1>
      {id === null ? (
        <p role="alert">{t('project.not_found_text')}</p>
      ) : (
        <ProjectWizard key={id} id={id} />
      )}
    </div>
  );
}
