import { getDatabaseDevelopers } from '@phuket/shared/api/database';
import type { DatabaseDeveloperRow, DatabaseListParams } from '@phuket/shared/api/database';
import type { Page } from '@phuket/shared/contract';
import type { Translate } from '@phuket/shared/i18n';
import { databaseMessages } from '../../common/messages';

export interface DeveloperOption {
  value: string;
  label: string;
}

type DeveloperPages = (params: DatabaseListParams) => Promise<Page<DatabaseDeveloperRow>>;

/** Far beyond any real count (10,000 developers); stops a server that never ends its pages. */
const MAX_PAGES = 100;

/**
 * Every developer the caller may give a project: a developer user's own, an admin's all (the
 * server scopes GET /database/developers). Read 100 a page to the last one, so an admin is not
 * limited to the first hundred by title.
 */
export async function managedDevelopers(
  fetchPage: DeveloperPages = getDatabaseDevelopers,
): Promise<DatabaseDeveloperRow[]> {
  const rows: DatabaseDeveloperRow[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await fetchPage({ per_page: 100, page, sort: 'title' });
    rows.push(...answer.data);
    if (page >= answer.meta.last_page || answer.data.length === 0) break;
  }
  return rows;
}

/**
 * The select's options: the developers that can take a new project (not archived ones), and
 * always the project's own developer (archived, or a published one of someone else that the
 * server allows), so the select never shows "Choose a developer" for a project that has one.
 */
export function developerOptions(
  rows: readonly DatabaseDeveloperRow[],
  current: string,
  currentTitle: string | null = null,
  t: Translate = (id, values) => databaseMessages.format('en', id, values),
): DeveloperOption[] {
  const options = rows
    .filter((row) => row.status !== 'archived' || String(row.id) === current)
    .map((row) => ({
      value: String(row.id),
      label: row.title ?? t('project.untitled_developer', { id: String(row.id) }),
    }));
  if (current !== '' && !options.some((option) => option.value === current)) {
    options.unshift({
      value: current,
      label: currentTitle ?? t('project.developer_number', { id: current }),
    });
  }
  return options;
}
