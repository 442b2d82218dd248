import {
  deleteDeveloper,
  getDatabaseDevelopers,
  publishDeveloper,
  unpublishDeveloper,
} from '@phuket/shared/api/database';
import { paths } from '@phuket/shared/routes';
import { RecordListPage } from '../../common/RecordListPage';

const load = (params: Record<string, string>) => getDatabaseDevelopers(params);

/** /database/developers: the caller's developers (an admin's: all), 10 a page. */
export default function DevelopersDatabasePage() {
  return (
    <RecordListPage
      title="Developer database"
      noun="developer"
      createPath={paths.databaseDeveloperCreate}
      editPath={paths.databaseDeveloperStep}
      load={load}
      publish={publishDeveloper}
      unpublish={unpublishDeveloper}
      remove={deleteDeveloper}
      columns={['Projects', 'Listings']}
      cells={(row) => [row.projects_count, row.listings_count]}
      deleteNote="A developer that projects or listings still name is archived instead, so none of them is left without it."
    />
  );
}
