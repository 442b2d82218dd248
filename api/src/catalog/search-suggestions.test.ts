import { and, eq, isNotNull } from 'drizzle-orm';
import type { SearchSuggestion } from '@phuket/shared/contract';
import { listings, locations, projects } from '../db/schema';
import { seedDemoCatalog } from '../seed/catalog/catalog-seed';
import { createTestApp, type TestApp } from '../test/test-app';

// The hero's location search against the demo seed: areas, projects, developers and listings.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { RATE_LIMIT_DISABLED: 'true' } });
  await seedDemoCatalog(t.database.db, { count: 60 });
}, 180_000);

afterAll(() => t.close());

async function suggest(q: string): Promise<SearchSuggestion[]> {
  const res = await t.app.inject({ url: '/api/search/suggestions', query: { q } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: SearchSuggestion[] }).data;
}

const labels = (items: SearchSuggestion[], kind: SearchSuggestion['kind']) =>
  items.filter((item) => item.kind === kind).map((item) => item.label);

describe('GET /api/search/suggestions', () => {
  it('matches areas, projects and developers by name, grouped by kind, best first', async () => {
    const items = await suggest('kata');
    expect(labels(items, 'area')[0]).toBe('Kata');
    expect(labels(items, 'project')).toEqual(
      expect.arrayContaining(['Andaman Crest Kata', 'Kata Hills Panorama']),
    );
    expect(labels(items, 'developer')).toContain('Kata Hills Development');
    const kinds = items.map((item) => item.kind);
    // Grouped: areas, then projects, then developers, then properties.
    expect(kinds).toEqual([...kinds].sort((a, b) => order(a) - order(b)));
    const project = items.find((item) => item.label === 'Andaman Crest Kata');
    expect(project?.detail).toBe('Kata');
  });

  it('ignores case and accents and forgives a small typo', async () => {
    expect(labels(await suggest('KÁTA'), 'area')).toContain('Kata');
    expect(labels(await suggest('Layan Forest Residnces'), 'project')).toContain(
      'Layan Forest Residences',
    );
    expect(labels(await suggest('Katta'), 'area')).toContain('Kata');
  });

  it('finds an area by its name in Russian, Thai or Chinese, as the pages write it', async () => {
    for (const q of ['Патонг', 'ป่าตอง', '芭东', 'патон']) {
      expect(labels(await suggest(q), 'area')).toEqual(['Patong']);
    }
    // Typed in Russian and sent without choosing: the listings of Patong, as by the area.
    const total = async (query: string) => {
      const res = await t.app.inject({ url: `/api/properties?${query}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as { meta: { total: number } }).meta.total;
    };
    const [patong] = await t.database.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.name, 'Patong'));
    const inPatong = await total(`filter[location_id]=${patong?.id ?? 0}`);
    expect(inPatong).toBeGreaterThan(0);
    expect(await total(`filter[search]=${encodeURIComponent('Патонг')}`)).toBe(inPatong);
  });

  it("finds a published listing by its title and shows its area; drafts' titles stay hidden", async () => {
    const [row] = await t.database.db
      .select({ id: listings.id, title: listings.title })
      .from(listings)
      .where(and(eq(listings.status, 'published'), isNotNull(listings.title)))
      .limit(1);
    if (!row?.title) throw new Error('the seed has no published listing with a title');
    const found = (await suggest(row.title)).filter((item) => item.kind === 'property');
    expect(found.map((item) => item.id)).toContain(row.id);

    await t.database.db
      .update(projects)
      .set({ status: 'draft' })
      .where(eq(projects.title, 'Layan Forest Residences'));
    expect(labels(await suggest('Layan Forest'), 'project')).not.toContain(
      'Layan Forest Residences',
    );
    await t.database.db
      .update(projects)
      .set({ status: 'published' })
      .where(eq(projects.title, 'Layan Forest Residences'));
  });

  it('searches for % and _ literally and answers no match with an empty list', async () => {
    expect(await suggest('%%%')).toEqual([]);
    expect(await suggest('zzqqxx')).toEqual([]);
  });

  it('answers a missing, blank or overlong q with 422 and a field error', async () => {
    const queries: Record<string, string>[] = [{}, { q: '' }, { q: '   ' }, { q: 'x'.repeat(101) }];
    for (const query of queries) {
      const res = await t.app.inject({ url: '/api/search/suggestions', query });
      expect(res.statusCode).toBe(422);
      const body = res.json() as { message: string; errors?: Record<string, string[]> };
      expect(body.errors?.q?.length).toBeGreaterThan(0);
    }
  });
});

function order(kind: SearchSuggestion['kind']): number {
  return ['area', 'project', 'developer', 'property'].indexOf(kind);
}
