import { useEffect, useState } from 'react';
import { getLocations } from '@phuket/shared/api';
import {
  deleteProject,
  getDatabaseProjects,
  publishProject,
  unpublishProject,
} from '@phuket/shared/api/database';
import { PROJECT_STAGES, launchMonthName } from '@phuket/shared/contract';
import { paths } from '@phuket/shared/routes';
import { RecordListPage } from '../../common/RecordListPage';
import type { ListFilter } from '../../common/RecordListPage';

const load = (params: Record<string, string>) => getDatabaseProjects(params);
const stageFilter: ListFilter = {
  name: 'stage',
  label: 'Stage',
  empty: 'Any stage',
  options: PROJECT_STAGES.map((stage) => ({ value: stage, label: stage })),
};

/** /database/projects: the caller's projects (an admin's: all), 10 a page. */
export default function ProjectsDatabasePage() {
  const [locations, setLocations] = useState<ListFilter['options']>([]);
  useEffect(() => {
    getLocations().then(
      (list) => setLocations(list.map((l) => ({ value: String(l.id), label: l.name }))),
      () => undefined,
    );
  }, []);
  return (
    <RecordListPage
      title="Project database"
      noun="project"
      createPath={paths.databaseProjectCreate}
      editPath={paths.databaseProjectStep}
      load={load}
      publish={publishProject}
      unpublish={unpublishProject}
      remove={deleteProject}
      filters={[
        { name: 'location_id', label: 'Location', empty: 'All locations', options: locations },
        stageFilter,
      ]}
      columns={['Developer', 'Location', 'Stage', 'Sales launch', 'Units', 'Listings']}
      cells={(row) => [
        row.developer?.title ?? '',
        row.location?.name ?? '',
        row.stage ?? '',
        launchMonthName(row.launch) ?? '',
        row.units_count,
        row.listings_count,
      ]}
      deleteNote="A project with listings is archived instead, so that no listing is left without its project."
    />
  );
}
