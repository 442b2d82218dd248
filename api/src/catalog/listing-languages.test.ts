import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type {
  FavouriteListings,
  ListingCard,
  ListingDetail,
  ListingDraft,
  MyListingsPage,
  SearchSuggestion,
} from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { listings, locations } from '../db/schema';
import { createTestApp, registerUser, type TestApp } from '../test/test-app';
import { invalidateListingCaches } from './invalidation';

/*
 * A listing written in English with a Russian translation, from the wizard's write
 * to every public read: the property page has the translations whole, every card the titles,
 * and the search and the hero's suggestions find it by its Russian title. Responses are the
 * same for every visitor (the page picks the language), so the caches hold one copy.
 */

let t: TestApp;
let db: Db;
let auth: Record<string, string>;
let id = 0;
let ownerId = 0;

const stamp = Date.now().toString(36);
const TITLE = `Garden villa ${stamp}`;
const RU_TITLE = `Садовая вилла Квартал${stamp}`;
const RU_DESCRIPTION = 'Три спальни, сад и бассейн.';
const TH_TITLE = `วิลล่าสวน ${stamp}`;

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
}

async function post<T>(url: string, payload: InjectOptions['payload']): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers: auth, payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

const search = (text: string) =>
  get<{ data: ListingCard[] }>(`/properties?filter[search]=${encodeURIComponent(text)}`);

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  db = t.database.db;
  const { token } = await registerUser(t.app, { role: 'broker' });
  auth = { authorization: `Bearer ${token}` };
  const [location] = await db.select({ id: locations.id }).from(locations).limit(1);
  const draft = await post<ListingDraft>('/listing/store?step=1', {
    title: TITLE,
    description: 'Three bedrooms, a garden and a pool.',
    offer_type: 'Sale',
    property_type: 'Villa',
    language: 'en',
    translations: {
      ru: { title: RU_TITLE, description: RU_DESCRIPTION },
      th: { title: TH_TITLE, description: null },
    },
  });
  id = draft.id;
  await post(draft.paths.steps['2'], { version: 1, location_id: location?.id });
  await post(draft.paths.steps['3'], { version: 2, price: 9_000_000 });
  // Publishing asks for photos, which this file is not about: the row is published directly.
  const [row] = await db
    .update(listings)
    .set({ status: 'published' })
    .where(eq(listings.id, id))
    .returning({ userId: listings.userId });
  ownerId = row?.userId ?? 0;
  invalidateListingCaches(db);
}, 180_000);

afterAll(() => t.close());

const cardLanguages = {
  language: 'en',
  title_translations: { ru: RU_TITLE, th: TH_TITLE },
};

describe('a listing in more languages', () => {
  it('the property page has its language and every translation whole', async () => {
    const detail = await get<ListingDetail>(`/${id}/property`);
    expect(detail).toMatchObject({
      title: TITLE,
      language: 'en',
      translations: {
        ru: { title: RU_TITLE, description: RU_DESCRIPTION },
        th: { title: TH_TITLE, description: null },
      },
    });
    // The page has the whole translations: no second copy of the titles.
    expect(detail).not.toHaveProperty('title_translations');
  });

  it('every card carries the language and the translated titles, from the caches too', async () => {
    // Twice: the second page is built from the card cache (the index path).
    for (let i = 0; i < 2; i++) {
      const page = await get<{ data: ListingCard[] }>('/properties?per_page=100');
      expect(page.data.find((c) => c.id === id)).toMatchObject(cardLanguages);
    }
    const home = await get<{ data: { data: ListingCard[] } }>('/get-listings?per_page=100');
    expect(home.data.data.find((c) => c.id === id)).toMatchObject(cardLanguages);
    const agent = await get<{ data: ListingCard[] }>(`/agents/${ownerId}/listings`);
    expect(agent.data.find((c) => c.id === id)).toMatchObject(cardLanguages);
    const favourites = await get<FavouriteListings>(`/favourites/listings?ids=${id}`);
    expect(favourites.data[0]).toMatchObject({ id, ...cardLanguages });
    const mine = await get<MyListingsPage>('/get/broker/listings', auth);
    expect(mine.data.find((c) => c.id === id)).toMatchObject(cardLanguages);
  });

  it('the search finds it by a translated title, as typed in that language', async () => {
    expect((await search(`Квартал${stamp}`)).data.map((c) => c.id)).toEqual([id]);
    expect((await search(`садовая ВИЛЛА квартал${stamp}`)).data.map((c) => c.id)).toEqual([id]);
    expect((await search(`สวน ${stamp}`)).data.map((c) => c.id)).toEqual([id]);
    // A description is not searched, in any language.
    expect((await search('Три спальни')).data.map((c) => c.id)).not.toContain(id);
  });

  it("the hero's suggestions offer it under the title that matched", async () => {
    const res = await get<{ data: SearchSuggestion[] }>(
      `/search/suggestions?q=${encodeURIComponent(`Садовая вилла Квартал${stamp}`)}`,
    );
    const found = res.data.filter((s) => s.kind === 'property');
    expect(found).toEqual([expect.objectContaining({ id, label: RU_TITLE, score: 1 })]);
    const english = await get<{ data: SearchSuggestion[] }>(
      `/search/suggestions?q=${encodeURIComponent(TITLE)}`,
    );
    // One suggestion per listing, labelled with the original when the original matched.
    expect(english.data.filter((s) => s.id === id && s.kind === 'property')).toEqual([
      expect.objectContaining({ label: TITLE }),
    ]);
  });

  it('a new translation of a published listing reaches the cached cards and the search at once', async () => {
    const draft = await get<ListingDraft>(`/listing/${id}`, auth);
    const newTitle = `Новая вилла Слово${stamp}`;
    await post(draft.paths.steps['1'], {
      version: draft.version,
      translations: { ...draft.translations, ru: { title: newTitle, description: null } },
    });
    const page = await get<{ data: ListingCard[] }>('/properties?per_page=100');
    expect(page.data.find((c) => c.id === id)?.title_translations.ru).toBe(newTitle);
    expect((await search(`Слово${stamp}`)).data.map((c) => c.id)).toEqual([id]);
    expect((await search(`Квартал${stamp}`)).data).toEqual([]);
    const detail = await get<ListingDetail>(`/${id}/property`);
    // No description in Russian now: the page will show the English one.
    expect(detail.translations.ru).toEqual({ title: newTitle, description: null });
  });

  it('reads a stored value it did not write as no translation, never as an error', async () => {
    const [other] = await db
      .insert(listings)
      .values({
        userId: ownerId,
        status: 'published',
        title: `Hand-made ${stamp}`,
        language: 'xx',
        // Written by a script: junk beside one good translation.
        translations: { ru: { title: 'Рукописная' }, de: { title: 'Villa' }, th: 'x', zh: null },
      } as unknown as typeof listings.$inferInsert)
      .returning({ id: listings.id });
    invalidateListingCaches(db);
    const detail = await get<ListingDetail>(`/${other!.id}/property`);
    expect(detail).toMatchObject({
      language: 'en',
      translations: { ru: { title: 'Рукописная', description: null } },
    });
    const page = await get<{ data: ListingCard[] }>('/properties?per_page=100');
    expect(page.data.find((c) => c.id === other!.id)).toMatchObject({
      language: 'en',
      title_translations: { ru: 'Рукописная' },
    });
  });
});
