import { paths } from '@phuket/shared/routes';
import { Link, useParams } from '@phuket/shared/router';
import { DeveloperWizard } from './DeveloperWizard';

/** /database/developers/{id}/create?step=N: a saved developer's steps; without ?step, the furthest step it saved. */
export default function DeveloperStepPage() {
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return (
    <div className="container database-page">
      <p>
        <Link to={paths.databaseDevelopers}>Developers</Link>
      </p>
      <h1>Developer</h1>
      {id === null ? (
        <p role="alert">Developer not found.</p>
      ) : (
        <DeveloperWizard key={id} id={id} />
      )}
    </div>
  );
}
