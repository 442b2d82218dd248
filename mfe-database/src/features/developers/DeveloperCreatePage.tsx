import { paths } from '@phuket/shared/routes';
import { Link } from '@phuket/shared/router';
import { DeveloperWizard } from './DeveloperWizard';

/** /database/developers/create: step 2 of a new developer; the first save creates it. */
export default function DeveloperCreatePage() {
  return (
    <div className="container database-page">
      <p>
        <Link to={paths.databaseDevelopers}>Developers</Link>
      </p>
      <h1>New developer</h1>
      <DeveloperWizard />
    </div>
  );
}
