import { useEffect, useState } from 'react';
import { getLocations } from '@phuket/shared/api';
import {
  deleteProject,
  getDatabaseProjects,
  publishProject,
  unpublishProject,
} from '@phuket/shared/api/database';
import { PROJECT_STAGES } from '@phuket/shared/contract';
import { formatMonthIn, useLocale, useMessages } from '@phuket/shared/i18n';
import { paths } from '@phuket/shared/routes';
import { databaseMessages } from '../../common/messages';
import { RecordListPage } from '../../common/RecordListPage';
import type { ListFilter } from '../../common/RecordListPage';

const load = (params: Record<string, string>) => getDatabaseProjects(params);
// The stage's names are the shared enum's (English until the shared labels are translated).
const stageOptions = PROJECT_STAGES.map((stage) => ({ value: stage, label: stage }));

/** /database/projects: the caller's projects (an admin's: all), 10 a page. */
export default function ProjectsDatabasePage() {
  const t = useMessages(databaseMessages);
  const locale = useLocale();
  const [locations, setLocations] = useState<ListFilter['options']>([]);
  useEffect(() => {
    getLocations().then(
      (list) => setLocations(list.map((l) => ({ value: String(l.id), label: l.name }))),
      () => undefined,
    );
  }, []);
  return (
    <RecordListPage
      title={t('projects.title')}
      noun="project"
      createPath={paths.databaseProjectCreate}
      editPath={paths.databaseProjectStep}
      load={load}
      publish={publishProject}
      unpublish={unpublishProject}
      remove={deleteProject}
      filters={[
        {
          name: 'location_id',
          label: t('projects.location'),
          empty: t('projects.all_locations'),
          options: locations,
        },
        {
          name: 'stage',
          label: t('projects.stage'),
          empty: t('projects.any_stage'),
          options: stageOptions,
        },
      ]}
      columns={[
        t('projects.developer'),
        t('projects.location'),
        t('projects.stage'),
        t('projects.sales_launch'),
        t('projects.units'),
        t('projects.listings'),
      ]}
      cells={(row) => [
        <span key="developer" data-user-content>
          {row.developer?.title ?? ''}
        </span>,
        // Place names and stages are shared labels, English until they are translated there.
        <span key="location" lang="en">
          {row.location?.name ?? ''}
        </span>,
        <span key="stage" lang="en">
          {row.stage ?? ''}
        </span>,
        row.launch ? formatMonthIn(locale, `${row.launch}-01`) : '',
        row.units_count,
        row.listings_count,
      ]}
      deleteNote={t('projects.delete_note')}
    />
  );
}
