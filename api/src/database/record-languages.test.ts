import { eq } from 'drizzle-orm';
import {
  DATABASE_TITLE_MAX,
  type DeveloperDetail,
  type DeveloperDraft,
  type DeveloperSummary,
  type ListingDetail,
  type Page,
  type ProjectDetail,
  type ProjectDraft,
  type ProjectSummary,
  type SearchSuggestion,
} from '@phuket/shared/contract';
import { developers, listings, locations, projects } from '../db/schema';
import {
  call,
  createDraftWithoutPhotos,
  guest,
  newUser,
  type Caller,
} from '../listings/test-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

// A developer's and a project's title and description in more languages, written in
// the wizard's step 2 and read back by the owner and by buyers (pages, cards, searches).

let t: TestApp;
let dev: Caller;
let locationId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { RATE_LIMIT_DISABLED: 'true' } });
  dev = await newUser(t.app, 'developer');
  const [loc] = await t.database.db.select({ id: locations.id }).from(locations).limit(1);
  locationId = loc?.id as number;
});
afterAll(() => t.close());

const ZH = { title: '海风别墅', description: '普吉岛南部的海景别墅。' };
const RU = { title: 'Морской бриз', description: null };

async function json<T>(url: string): Promise<T> {
  const res = await call(t.app, guest, 'GET', url);
  expect(res.statusCode).toBe(200);
  return res.json<T>();
}

async function publishedDeveloper(fields: Record<string, unknown> = {}): Promise<DeveloperDraft> {
  const res = await call(t.app, dev, 'POST', '/developers?step=2', {
    title: 'Breeze Homes',
    description: 'Villas by the sea.',
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  const draft = res.json<DeveloperDraft>();
  await t.database.db
    .update(developers)
    .set({ logo: 'catalog/logos/x.webp' })
    .where(eq(developers.id, draft.id));
  const published = await call(t.app, dev, 'POST', draft.paths.publish, { version: draft.version });
  expect(published.statusCode).toBe(200);
  return (await call(t.app, dev, 'GET', draft.paths.self)).json<DeveloperDraft>();
}

async function publishedProject(
  developerId: number,
  fields: Record<string, unknown>,
): Promise<ProjectDraft> {
  const res = await call(t.app, dev, 'POST', '/projects?step=2', {
    developer_id: developerId,
    stage: 'Off-plan',
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  const draft = res.json<ProjectDraft>();
  await t.database.db
    .update(projects)
    .set({ mainPhoto: 'catalog/photos/x.webp', locationId, priceFrom: '5000000' })
    .where(eq(projects.id, draft.id));
  const published = await call(t.app, dev, 'POST', draft.paths.publish, { version: draft.version });
  expect(published.statusCode).toBe(200);
  return (await call(t.app, dev, 'GET', draft.paths.self)).json<ProjectDraft>();
}

describe("the wizard's step 2 in more languages", () => {
  it('creates a developer with translations, stored trimmed, and the owner reads them back', async () => {
    const res = await call(t.app, dev, 'POST', '/developers?step=2', {
      title: 'Andaman Estates',
      language: 'en',
      translations: { zh: { title: '  安达曼地产 ', description: '  ' } },
    });
    expect(res.statusCode).toBe(201);
    const draft = res.json<DeveloperDraft>();
    expect(draft).toMatchObject({
      language: 'en',
      translations: { zh: { title: '安达曼地产', description: null } },
    });
    const read = (await call(t.app, dev, 'GET', draft.paths.self)).json<DeveloperDraft>();
    expect(read.translations).toEqual({ zh: { title: '安达曼地产', description: null } });

    // Written in Russian, translated into English: a step save changes both.
    const saved = await call(t.app, dev, 'PUT', draft.paths.steps['2'], {
      version: draft.version,
      title: 'Андаман Эстейтс',
      language: 'ru',
      translations: { en: { title: 'Andaman Estates', description: 'Villas.' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<DeveloperDraft>()).toMatchObject({
      title: 'Андаман Эстейтс',
      language: 'ru',
      translations: { en: { title: 'Andaman Estates', description: 'Villas.' } },
    });
  });

  it('a record written before languages reads as English without translations', async () => {
    const res = await call(t.app, dev, 'POST', '/projects?step=2', { title: 'Old Town' });
    expect(res.json<ProjectDraft>()).toMatchObject({ language: 'en', translations: {} });
  });

  it('saves a project step without languages and keeps the stored ones', async () => {
    const created = await call(t.app, dev, 'POST', '/projects?step=2', {
      title: 'Sea Breeze',
      translations: { zh: ZH },
    });
    const draft = created.json<ProjectDraft>();
    const saved = await call(t.app, dev, 'PUT', draft.paths.steps['2'], {
      version: draft.version,
      description: 'Sea view villas.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ProjectDraft>()).toMatchObject({
      description: 'Sea view villas.',
      language: 'en',
      translations: { zh: ZH },
    });
    // Removing every translation is an empty object.
    const cleared = await call(t.app, dev, 'PUT', draft.paths.steps['2'], {
      version: saved.json<ProjectDraft>().version,
      translations: {},
    });
    expect(cleared.json<ProjectDraft>().translations).toEqual({});
  });

  it.each([
    [
      'a translation in the original language',
      { language: 'zh', translations: { zh: ZH } },
      'translations.zh',
      'A translation cannot be in the language the original is written in.',
    ],
    [
      'a translation without a title',
      { translations: { ru: { title: '   ', description: 'Виллы у моря.' } } },
      'translations.ru.title',
      'Enter the title in this language.',
    ],
    [
      'an unknown language',
      { translations: { fr: { title: 'Brise marine', description: null } } },
      'translations.fr',
      'field is not allowed.',
    ],
    [
      'a title too long',
      { translations: { ru: { title: 'Я'.repeat(DATABASE_TITLE_MAX + 1), description: null } } },
      'translations.ru.title',
      `must not be greater than ${DATABASE_TITLE_MAX} characters`,
    ],
    ['a language the site does not have', { language: 'fr' }, 'language', 'is invalid'],
  ])('refuses %s with 422 on its field, writing nothing', async (_what, body, field, message) => {
    for (const kind of ['developers', 'projects'] as const) {
      const created = await call(t.app, dev, 'POST', `/${kind}?step=2`, {
        title: 'Kept',
        translations: { th: { title: 'คงไว้', description: null } },
      });
      const draft = created.json<DeveloperDraft | ProjectDraft>();
      const res = await call(t.app, dev, 'PUT', draft.paths.steps['2'], {
        version: draft.version,
        title: 'Changed',
        ...body,
      });
      expect(res.statusCode).toBe(422);
      const errors = res.json<{ errors: Record<string, string[]> }>().errors;
      expect(errors[field]?.[0]).toContain(message);
      const read = (await call(t.app, dev, 'GET', draft.paths.self)).json<DeveloperDraft>();
      expect(read).toMatchObject({
        title: 'Kept',
        version: draft.version,
        translations: { th: { title: 'คงไว้', description: null } },
      });
      // Creating with the same fields is refused alike.
      const create = await call(t.app, dev, 'POST', `/${kind}?step=2`, { title: 'New', ...body });
      expect(create.statusCode).toBe(422);
    }
  });

  it("refuses a language changed alone to a stored translation's", async () => {
    const created = await call(t.app, dev, 'POST', '/projects?step=2', {
      title: 'Sea Breeze',
      translations: { zh: ZH },
    });
    const draft = created.json<ProjectDraft>();
    const res = await call(t.app, dev, 'PUT', draft.paths.steps['2'], {
      version: draft.version,
      language: 'zh',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['translations.zh']);
  });

  it('refuses a blank title with the translations still checked (one 422 names both)', async () => {
    const res = await call(t.app, dev, 'POST', '/developers?step=2', {
      title: ' ',
      translations: { ru: { title: '', description: null } },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors).sort()).toEqual([
      'title',
      'translations.ru.title',
    ]);
  });
});

describe('buyers read a developer and its project in their language', () => {
  let developer: DeveloperDraft;
  let project: ProjectDraft;

  beforeAll(async () => {
    developer = await publishedDeveloper({
      translations: { zh: { title: '海风地产', description: '普吉岛的开发商。' } },
    });
    project = await publishedProject(developer.id, {
      title: 'Sea Breeze Villas',
      description: 'Pool villas above the bay.',
      translations: { zh: ZH, ru: RU },
    });
  });

  it('the project page carries the original, its language and the translations', async () => {
    const page = await json<ProjectDetail>(`/projects/${project.id}`);
    expect(page).toMatchObject({
      title: 'Sea Breeze Villas',
      description: 'Pool villas above the bay.',
      language: 'en',
      translations: { zh: ZH, ru: RU },
    });
    expect(page).not.toHaveProperty('title_translations');
  });

  it('project cards (directory, home strip, developer page) carry the titles only', async () => {
    const directory = await json<Page<ProjectSummary>>('/projects?per_page=100');
    const card = directory.data.find((p) => p.id === project.id);
    expect(card).toMatchObject({
      language: 'en',
      title_translations: { zh: ZH.title, ru: RU.title },
    });
    expect(card).not.toHaveProperty('translations');
    const devPage = await json<DeveloperDetail>(`/developers/${developer.id}`);
    expect(devPage).toMatchObject({
      language: 'en',
      translations: { zh: { title: '海风地产', description: '普吉岛的开发商。' } },
    });
    expect(devPage.projects.find((p) => p.id === project.id)?.title_translations).toEqual({
      zh: ZH.title,
      ru: RU.title,
    });
    const developersPage = await json<Page<DeveloperSummary>>('/developers?per_page=100');
    expect(developersPage.data.find((d) => d.id === developer.id)).toMatchObject({
      language: 'en',
      title_translations: { zh: '海风地产' },
    });
  });

  it('a project and a property in it name their developer and project in every language they have', async () => {
    const namedDeveloper = {
      id: developer.id,
      title: 'Breeze Homes',
      language: 'en',
      title_translations: { zh: '海风地产' },
    };
    expect((await json<ProjectDetail>(`/projects/${project.id}`)).developer).toMatchObject(
      namedDeveloper,
    );
    const directory = await json<Page<ProjectSummary>>('/projects?per_page=100');
    expect(directory.data.find((p) => p.id === project.id)?.developer).toMatchObject(
      namedDeveloper,
    );
    // A broker's listing in the project (published here directly: publishing is tested
    // elsewhere) inherits the project's developer.
    const broker = await newUser(t.app, 'broker');
    const draft = await createDraftWithoutPhotos(t.app, broker, {
      title: 'Villa in Sea Breeze',
      locationId,
      price: 9_000_000,
    });
    const listingId = draft.id;
    await t.database.db
      .update(listings)
      .set({ status: 'published', projectId: project.id, developerId: null })
      .where(eq(listings.id, listingId));
    const property = await json<ListingDetail>(`/${listingId}/property?currency=THB`);
    expect(property.project).toEqual({
      id: project.id,
      title: 'Sea Breeze Villas',
      language: 'en',
      title_translations: { zh: ZH.title, ru: RU.title },
    });
    expect(property.developer).toMatchObject(namedDeveloper);
  });

  it('the directories find a project and a developer by a translated title', async () => {
    const found = await json<Page<ProjectSummary>>(
      `/projects?filter[title]=${encodeURIComponent('海风')}`,
    );
    expect(found.data.map((p) => p.id)).toEqual([project.id]);
    const byRussian = await json<Page<ProjectSummary>>(
      `/projects?filter[title]=${encodeURIComponent('морской')}`,
    );
    expect(byRussian.data.map((p) => p.id)).toEqual([project.id]);
    const developersFound = await json<Page<DeveloperSummary>>(
      `/developers?filter[title]=${encodeURIComponent('海风地产')}`,
    );
    expect(developersFound.data.map((d) => d.id)).toEqual([developer.id]);
    // A description's words are not a title.
    const byDescription = await json<Page<ProjectSummary>>(
      `/projects?filter[title]=${encodeURIComponent('普吉岛南部')}`,
    );
    expect(byDescription.data).toEqual([]);
  });

  it('the hero suggests the project and developer by a Chinese title, once each', async () => {
    const res = await t.app.inject({ url: '/api/search/suggestions', query: { q: '海风' } });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ data: SearchSuggestion[] }>().data;
    expect(items.filter((i) => i.kind === 'project')).toEqual([
      expect.objectContaining({ id: project.id, label: ZH.title }),
    ]);
    expect(items.filter((i) => i.kind === 'developer')).toEqual([
      expect.objectContaining({ id: developer.id, label: '海风地产' }),
    ]);
    // The original title still finds it, under its original label, once.
    const english = await t.app.inject({
      url: '/api/search/suggestions',
      query: { q: 'Sea Breeze Villas' },
    });
    const projectsFound = english
      .json<{ data: SearchSuggestion[] }>()
      .data.filter((i) => i.kind === 'project' && i.id === project.id);
    expect(projectsFound.map((i) => i.label)).toEqual(['Sea Breeze Villas']);
  });

  it('a draft translation is never found', async () => {
    const draft = await call(t.app, dev, 'POST', '/projects?step=2', {
      title: 'Hidden Draft',
      translations: { zh: { title: '隐藏草稿', description: null } },
    });
    expect(draft.statusCode).toBe(201);
    const res = await t.app.inject({ url: '/api/search/suggestions', query: { q: '隐藏草稿' } });
    expect(res.json<{ data: SearchSuggestion[] }>().data).toEqual([]);
    const directory = await json<Page<ProjectSummary>>(
      `/projects?filter[title]=${encodeURIComponent('隐藏草稿')}`,
    );
    expect(directory.data).toEqual([]);
  });
});
