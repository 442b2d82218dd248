import {
  deleteDeveloper,
  getDatabaseDevelopers,
  publishDeveloper,
  unpublishDeveloper,
} from '@phuket/shared/api/database';
import { useMessages } from '@phuket/shared/i18n';
import { paths } from '@phuket/shared/routes';
import { databaseMessages } from '../../common/messages';
import { RecordListPage } from '../../common/RecordListPage';
import { MyClaims } from './MyClaims';

const load = (params: Record<string, string>) => getDatabaseDevelopers(params);

/** /database/developers: the caller's developers (an admin's: all), 10 a page. */
export default function DevelopersDatabasePage() {
  const t = useMessages(databaseMessages);
  return (
    <RecordListPage
      title={t('developers.title')}
      noun="developer"
      createPath={paths.databaseDeveloperCreate}
      editPath={paths.databaseDeveloperStep}
      load={load}
      publish={publishDeveloper}
      unpublish={unpublishDeveloper}
      remove={deleteDeveloper}
      columns={[t('developers.col_projects'), t('developers.col_listings')]}
      cells={(row) => [row.projects_count, row.listings_count]}
      deleteNote={t('developers.delete_note')}
      notice={<MyClaims />}
    />
  );
}
