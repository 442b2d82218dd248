import { paths } from '@phuket/shared/routes';
import { Link, useParams } from '@phuket/shared/router';
import { ProjectWizard } from './ProjectWizard';

/** /database/projects/{id}/create?step=N: a saved project's steps; without ?step, the furthest step it saved. */
export default function ProjectStepPage() {
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return (
    <div className="container database-page">
      <p>
        <Link to={paths.databaseProjects}>Projects</Link>
      </p>
      <h1>Project</h1>
      {id === null ? <p role="alert">Project not found.</p> : <ProjectWizard key={id} id={id} />}
    </div>
  );
}
