import type { DatabaseDeveloperRow, DatabaseListParams } from '@phuket/shared/api/database';
import type { Page } from '@phuket/shared/contract';
import { developerOptions, managedDevelopers } from './developer-choices';

function row(id: number, over: Partial<DatabaseDeveloperRow> = {}): DatabaseDeveloperRow {
  return {
    id,
    title: `Developer ${String(id).padStart(3, '0')}`,
    status: 'published',
    version: 1,
    logo: null,
    projects_count: 0,
    listings_count: 0,
    completeness: { met: { title: true, description: true, logo: true }, missing: [], ready: true },
    updated_at: '2026-11-27T00:00:00.000Z',
    paths: {} as DatabaseDeveloperRow['paths'],
    ...over,
  };
}

/** GET /database/developers as an admin sees it: 250 developers, paged as the server pages. */
function serverOf(total: number) {
  const all = Array.from({ length: total }, (_, i) => row(i + 1));
  const asked: DatabaseListParams[] = [];
  const fetchPage = (params: DatabaseListParams): Promise<Page<DatabaseDeveloperRow>> => {
    asked.push(params);
    const perPage = Number(params.per_page);
    const page = Number(params.page);
    return Promise.resolve({
      data: all.slice((page - 1) * perPage, page * perPage),
      meta: {
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      },
    });
  };
  return { fetchPage, asked };
}

describe('the project wizard developer choices', () => {
  it('reads every page, so an admin can choose any developer, not the first hundred', async () => {
    const { fetchPage, asked } = serverOf(250);
    const rows = await managedDevelopers(fetchPage);
    expect(rows).toHaveLength(250);
    expect(rows.at(-1)?.id).toBe(250);
    expect(asked.map((params) => params.page)).toEqual([1, 2, 3]);
    expect(asked.every((params) => params.per_page === 100)).toBe(true);
  });

  it('asks once when everything fits on one page, and once for none', async () => {
    const few = serverOf(3);
    expect(await managedDevelopers(few.fetchPage)).toHaveLength(3);
    expect(few.asked).toHaveLength(1);
    const none = serverOf(0);
    expect(await managedDevelopers(none.fetchPage)).toEqual([]);
    expect(none.asked).toHaveLength(1);
  });

  it("offers no archived developer, except the project's own, and always the project's own", () => {
    const rows = [row(1), row(2, { status: 'archived' }), row(3, { title: null, status: 'draft' })];
    expect(developerOptions(rows, '')).toEqual([
      { value: '1', label: 'Developer 001' },
      { value: '3', label: 'Untitled developer 3' },
    ]);
    expect(developerOptions(rows, '2').map((o) => o.value)).toEqual(['1', '2', '3']);
    // A published developer of someone else, which the server allows on the project.
    expect(developerOptions(rows, '9', 'Andaman Crest Development')[0]).toEqual({
      value: '9',
      label: 'Andaman Crest Development',
    });
    expect(developerOptions(rows, '9')[0]).toEqual({ value: '9', label: 'Developer 9' });
  });
});
