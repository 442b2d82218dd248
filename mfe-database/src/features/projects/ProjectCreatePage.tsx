import { paths } from '@phuket/shared/routes';
import { Link } from '@phuket/shared/router';
import { ProjectWizard } from './ProjectWizard';

/** /database/projects/create: step 2 of a new project; the first save creates it. */
export default function ProjectCreatePage() {
  return (
    <div className="container database-page">
      <p>
        <Link to={paths.databaseProjects}>Projects</Link>
      </p>
      <h1>New project</h1>
      <ProjectWizard />
    </div>
  );
}
