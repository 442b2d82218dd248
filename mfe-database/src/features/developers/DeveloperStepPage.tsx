import { useMessages } from '@phuket/shared/i18n';
import { useDocumentTitle } from '@phuket/shared/ui';
import { paths } from '@phuket/shared/routes';
import { Link, useParams } from '@phuket/shared/router';
import { databaseMessages } from '../../common/messages';
import { DeveloperWizard } from './DeveloperWizard';

/** /database/developers/{id}/create?step=N: a saved developer's steps; without ?step, the furthest step it saved. */
export default function DeveloperStepPage() {
  const t = useMessages(databaseMessages);
  useDocumentTitle(t('developer.heading'));
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return (
    <div className="container database-page">
      <p>
        <Link to={paths.databaseDevelopers}>{t('list.tab_developers')}</Link>
      </p>
      <h1>{t('developer.heading')}</h1>
      {id === null ? (
        <p role="alert">{t('developer.not_found_text')}</p>
      ) : (
        <DeveloperWizard key={id} id={id} />
      )}
    </div>
  );
}
