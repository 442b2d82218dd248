import { count, eq } from 'drizzle-orm';
import {
  LEASEHOLD_YEARS_ONLY_FOR_LEASEHOLD,
  LISTING_DESCRIPTION_MAX,
  LISTING_PRICE_MAX,
  LISTING_TITLE_MAX,
  STALE_LISTING_MESSAGE,
  listingPaths,
  type ListingDraft,
} from '@phuket/shared/contract';
import { amenities, developers, listings, locations, projects } from '../db/schema';
import type { TestApp } from '../test/test-app';
import {
  FOREIGN_QUOTA_ONLY_FOR_CONDOS,
  PROJECT_OF_OTHER_DEVELOPER,
  RENTAL_TYPE_ONLY_FOR_RENT,
} from './step-values';
import { LISTING_DELETED } from './draft-routes';
import {
  call,
  createDraft,
  createListingsTestApp,
  guest,
  newUser,
  signIn,
  type Caller,
} from './test-helpers';

let t: TestApp;
let broker: Caller;
let otherBroker: Caller;
let developer: Caller;
let admin: Caller;
let locationId: number;
let amenityIds: number[];

// Sign-ups hash passwords and load the password dictionaries: slow on a busy machine.
beforeAll(async () => {
  t = await createListingsTestApp();
  broker = await newUser(t.app, 'broker');
  otherBroker = await newUser(t.app, 'broker');
  developer = await newUser(t.app, 'developer');
  admin = await signIn(t.app, 'admin@example.com');
  const [loc] = await t.database.db.select({ id: locations.id }).from(locations).limit(1);
  locationId = loc?.id as number;
  amenityIds = (await t.database.db.select({ id: amenities.id }).from(amenities).limit(3)).map(
    (a) => a.id,
  );
}, 180_000);

afterAll(async () => {
  await t.close();
});

async function listingCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(listings);
  return row?.n ?? 0;
}

async function getDraft(caller: Caller, id: number) {
  return call(t.app, caller, 'GET', `/listing/${id}`);
}

describe('POST /api/listing/store?step=1', () => {
  it('creates a draft of the broker with step 1 and answers id, version 1 and the paths', async () => {
    const res = await call(t.app, broker, 'POST', '/listing/store?step=1', {
      offer_type: 'Rent',
      property_type: 'Villa',
      property_stage: 'Ready',
      rental_type: 'Long-term',
      title: '  Pool villa in Rawai  ',
      description: 'Three bedrooms, a pool and a garden.',
    });
    expect(res.statusCode).toBe(201);
    const draft = res.json<ListingDraft>();
    expect(draft).toMatchObject({
      status: 'draft',
      version: 1,
      step: 1,
      offer_type: 'Rent',
      property_type: 'Villa',
      property_stage: 'Ready',
      rental_type: 'Long-term',
      title: 'Pool villa in Rawai',
      price: null,
      currency: 'THB',
      views: 0,
      confirmed_at: null,
      albums: [],
    });
    expect(draft.paths).toEqual(listingPaths(draft.id));
    expect(draft.paths.steps['2']).toBe(`/listing/${draft.id}/step/2`);
    expect(draft.paths.delete).toBe(`/listing/${draft.id}/delete-listing`);
    expect(draft.completeness.missing).toEqual(['price', 'location', 'photos']);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, draft.id));
    expect(row?.status).toBe('draft');
  });

  it('lets a developer create a draft, and an empty step 1 (autosave before typing much)', async () => {
    const res = await call(t.app, developer, 'POST', '/listing/store?step=1', {});
    expect(res.statusCode).toBe(201);
    expect(res.json<ListingDraft>().title).toBeNull();
  });

  it('refuses a guest with 401 and an admin with 403, storing nothing', async () => {
    const before = await listingCount();
    expect(
      (await call(t.app, guest, 'POST', '/listing/store?step=1', { title: 'x' })).statusCode,
    ).toBe(401);
    const asAdmin = await call(t.app, admin, 'POST', '/listing/store?step=1', { title: 'x' });
    expect(asAdmin.statusCode).toBe(403);
    expect(await listingCount()).toBe(before);
  });

  it.each([
    ['an unknown enum value', { offer_type: 'Lease' }, 'offer_type'],
    ['a title over its limit', { title: 'x'.repeat(LISTING_TITLE_MAX + 1) }, 'title'],
    ['control characters', { title: 'Villa\u0000' }, 'title'],
    ['control characters in the description', { description: 'a\u001bb' }, 'description'],
    ['a wrong type', { title: 42 }, 'title'],
    ['an unknown field', { title: 'Villa', owner_id: 1 }, 'owner_id'],
    ['a field of a later step', { price: 100 }, 'price'],
    ['a rental type on a sale', { offer_type: 'Sale', rental_type: 'Long-term' }, 'rental_type'],
  ])('answers 422 naming the field for %s, storing nothing', async (_what, body, field) => {
    const before = await listingCount();
    const res = await call(t.app, broker, 'POST', '/listing/store?step=1', body);
    expect(res.statusCode).toBe(422);
    const json = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(typeof json.message).toBe('string');
    expect(Object.keys(json.errors)).toContain(field);
    expect(await listingCount()).toBe(before);
  });

  it('answers 422 for a step other than 1', async () => {
    const res = await call(t.app, broker, 'POST', '/listing/store?step=2', {});
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.step).toBeDefined();
  });

  it('says which rental type rule failed', async () => {
    const res = await call(t.app, broker, 'POST', '/listing/store?step=1', {
      rental_type: 'Short-term',
    });
    expect(res.json<{ errors: Record<string, string[]> }>().errors.rental_type).toEqual([
      RENTAL_TYPE_ONLY_FOR_RENT,
    ]);
  });
});

describe('later steps', () => {
  it('saves step 2 and 3 partially to the given paths, bumping the version each time; GET resumes with everything', async () => {
    const draft = await createDraft(t.app, broker, {
      offer_type: 'Sale',
      property_type: 'Apartment',
    });
    const step2 = await call(t.app, broker, 'POST', draft.paths.steps['2'], {
      version: 1,
      location_id: locationId,
      address: '12 Beach Road',
    });
    expect(step2.statusCode).toBe(200);
    expect(step2.json<ListingDraft>()).toMatchObject({
      version: 2,
      step: 2,
      location_id: locationId,
      latitude: null,
    });
    // Autosave while typing: only the field being typed.
    const pin = await call(t.app, broker, 'POST', draft.paths.steps['2'], {
      version: 2,
      latitude: 7.77,
      longitude: 98.3,
    });
    expect(pin.json<ListingDraft>()).toMatchObject({
      version: 3,
      address: '12 Beach Road',
      latitude: 7.77,
    });
    const step3 = await call(t.app, broker, 'POST', draft.paths.steps['3'], {
      version: 3,
      price: 4_500_000,
      currency: 'USD',
      discount: 10,
      bedrooms: 2,
      bathrooms: 2,
      area: 85.5,
      furniture: 'Furnished',
      amenities: amenityIds,
      tenure: 'Freehold',
      foreign_quota: true,
    });
    expect(step3.statusCode).toBe(200);
    // Going back to step 1 keeps the furthest step reached.
    const back = await call(t.app, broker, 'POST', draft.paths.steps['1'], {
      version: 4,
      title: 'Sea view condo',
    });
    expect(back.json<ListingDraft>()).toMatchObject({ version: 5, step: 3 });

    const res = await getDraft(broker, draft.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<ListingDraft>()).toMatchObject({
      version: 5,
      step: 3,
      title: 'Sea view condo',
      offer_type: 'Sale',
      property_type: 'Apartment',
      location_id: locationId,
      address: '12 Beach Road',
      latitude: 7.77,
      longitude: 98.3,
      price: 4_500_000,
      currency: 'USD',
      discount: 10,
      bedrooms: 2,
      bathrooms: 2,
      area: 85.5,
      furniture: 'Furnished',
      amenities: [...amenityIds].sort((a, b) => a - b),
      tenure: 'Freehold',
      foreign_quota: true,
    });
    // The THB figure the search filters on follows the price.
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, draft.id));
    expect(Number(row?.priceThb)).toBeGreaterThan(4_500_000);
  });

  it('clears a field sent as null and a blank title', async () => {
    const draft = await createDraft(t.app, broker, { title: 'Villa', description: 'Nice' });
    const res = await call(t.app, broker, 'POST', draft.paths.steps['1'], {
      version: 1,
      title: '   ',
      description: null,
    });
    expect(res.json<ListingDraft>()).toMatchObject({ title: null, description: null });
  });

  it.each([
    ['price below 0', { price: -1 }, 'price'],
    ['discount over 100', { discount: 101 }, 'discount'],
    ['bedrooms over the bound', { bedrooms: 51 }, 'bedrooms'],
    ['bathrooms not an integer', { bathrooms: 1.5 }, 'bathrooms'],
    ['a price as text', { price: '100' }, 'price'],
    ['an unknown furniture', { furniture: 'Half' }, 'furniture'],
    ['an unknown tenure', { tenure: 'Lease' }, 'tenure'],
    ['lease years of 0', { tenure: 'Leasehold', leasehold_years: 0 }, 'leasehold_years'],
    ['lease years over 99', { tenure: 'Leasehold', leasehold_years: 100 }, 'leasehold_years'],
    ['lease years not whole', { tenure: 'Leasehold', leasehold_years: 30.5 }, 'leasehold_years'],
    ['lease years as text', { tenure: 'Leasehold', leasehold_years: '30' }, 'leasehold_years'],
    ['lease years on freehold', { tenure: 'Freehold', leasehold_years: 30 }, 'leasehold_years'],
    ['an unknown field', { parking: 2 }, 'parking'],
    ['an unknown amenity', { amenities: [2_000_000] }, 'amenities.0'],
    ['a version that is not a number', { version: 'one' }, 'version'],
  ])('step 3: 422 for %s, and nothing of the body stored', async (_what, body, field) => {
    const draft = await createDraft(t.app, broker);
    // A valid field beside the bad one: the write is refused whole.
    const res = await call(t.app, broker, 'POST', draft.paths.steps['3'], {
      version: 1,
      area: 120,
      ...body,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors)).toContain(field);
    const after = (await getDraft(broker, draft.id)).json<ListingDraft>();
    expect(after).toMatchObject({ version: 1, area: null, price: null, amenities: [] });
  });

  it('step 3: a price over the limit says what the largest price is', async () => {
    const draft = await createDraft(t.app, broker);
    const res = await call(t.app, broker, 'POST', draft.paths.steps['3'], {
      version: 1,
      price: Number('999999999999999999'), // as a broker typed it (1e18 once parsed)
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.price).toEqual([
      `The price field must not be greater than ${LISTING_PRICE_MAX.toLocaleString('en-US')}.`,
    ]);
    expect(LISTING_PRICE_MAX.toLocaleString('en-US')).toBe('1,000,000,000,000');
  });

  describe('step 3: the lease years', () => {
    const errorsOf = (res: { json: <T>() => T }) =>
      res.json<{ errors: Record<string, string[]> }>().errors;

    it('stores the years of a leasehold listing and reads them back', async () => {
      const draft = await createDraft(t.app, broker, { offer_type: 'Sale' });
      const res = await call(t.app, broker, 'POST', draft.paths.steps['3'], {
        version: 1,
        tenure: 'Leasehold',
        leasehold_years: 30,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<ListingDraft>()).toMatchObject({ tenure: 'Leasehold', leasehold_years: 30 });
      const back = (await getDraft(broker, draft.id)).json<ListingDraft>();
      expect(back).toMatchObject({ tenure: 'Leasehold', leasehold_years: 30 });
    });

    it('says what is wrong with the years, field by field', async () => {
      const draft = await createDraft(t.app, broker);
      const over = await call(t.app, broker, 'POST', draft.paths.steps['3'], {
        version: 1,
        tenure: 'Leasehold',
        leasehold_years: 100,
      });
      expect(errorsOf(over).leasehold_years).toEqual([
        'The leasehold years field must not be greater than 99.',
      ]);
      const freehold = await call(t.app, broker, 'POST', draft.paths.steps['3'], {
        version: 1,
        tenure: 'Freehold',
        leasehold_years: 30,
      });
      expect(errorsOf(freehold).leasehold_years).toEqual([LEASEHOLD_YEARS_ONLY_FOR_LEASEHOLD]);
    });

    it('drops the years when the tenure changes away from leasehold', async () => {
      const draft = await createDraft(t.app, broker);
      await call(t.app, broker, 'POST', draft.paths.steps['3'], {
        version: 1,
        tenure: 'Leasehold',
        leasehold_years: 60,
      });
      const res = await call(t.app, broker, 'POST', draft.paths.steps['3'], {
        version: 2,
        tenure: 'Thai company',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<ListingDraft>()).toMatchObject({
        tenure: 'Thai company',
        leasehold_years: null,
      });
    });

    it('keeps the years when another field of the step is saved alone', async () => {
      const draft = await createDraft(t.app, broker);
      await call(t.app, broker, 'POST', draft.paths.steps['3'], {
        version: 1,
        tenure: 'Leasehold',
        leasehold_years: 30,
      });
      const res = await call(t.app, broker, 'POST', draft.paths.steps['3'], {
        version: 2,
        bedrooms: 3,
      });
      expect(res.json<ListingDraft>()).toMatchObject({ bedrooms: 3, leasehold_years: 30 });
    });
  });

  it('step 3: a version missing is 422', async () => {
    const draft = await createDraft(t.app, broker);
    const res = await call(t.app, broker, 'POST', draft.paths.steps['3'], { price: 5 });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.version).toBeDefined();
  });

  it('step 3: the foreign quota only for condo units', async () => {
    const draft = await createDraft(t.app, broker, { property_type: 'Villa' });
    const res = await call(t.app, broker, 'POST', draft.paths.steps['3'], {
      version: 1,
      foreign_quota: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.foreign_quota).toEqual([
      FOREIGN_QUOTA_ONLY_FOR_CONDOS,
    ]);
  });

  it('step 2: unknown location, developer or project ids are 422 on their field', async () => {
    const draft = await createDraft(t.app, broker);
    const res = await call(t.app, broker, 'POST', draft.paths.steps['2'], {
      version: 1,
      location_id: 999_999,
      developer_id: 999_999,
      project_id: 999_999,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'developer_id',
      'location_id',
      'project_id',
    ]);
  });

  it("step 2: choosing a project fills the developer, area, address and pin when empty; another developer's project is refused", async () => {
    const db = t.database.db;
    const [dev] = await db.insert(developers).values({ title: 'Andaman Homes' }).returning();
    const [otherDev] = await db.insert(developers).values({ title: 'Other Dev' }).returning();
    const [project] = await db
      .insert(projects)
      .values({
        title: 'Andaman Residences',
        developerId: dev?.id,
        locationId,
        address: '88 Andaman Road',
        latitude: 7.89,
        longitude: 98.29,
      })
      .returning();
    const draft = await createDraft(t.app, broker);
    const res = await call(t.app, broker, 'POST', draft.paths.steps['2'], {
      version: 1,
      project_id: project?.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ListingDraft>()).toMatchObject({
      project_id: project?.id,
      developer_id: dev?.id,
      location_id: locationId,
      address: '88 Andaman Road',
      latitude: 7.89,
      longitude: 98.29,
    });

    // What the owner typed is kept; only the empty pin is filled.
    const typed = await createDraft(t.app, broker);
    const kept = await call(t.app, broker, 'POST', typed.paths.steps['2'], {
      version: 1,
      address: '12/3 Kata Road',
      project_id: project?.id,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<ListingDraft>()).toMatchObject({
      address: '12/3 Kata Road',
      latitude: 7.89,
      longitude: 98.29,
    });

    const second = await createDraft(t.app, broker);
    const refused = await call(t.app, broker, 'POST', second.paths.steps['2'], {
      version: 1,
      developer_id: otherDev?.id,
      project_id: project?.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.project_id).toEqual([
      PROJECT_OF_OTHER_DEVELOPER,
    ]);
  });

  it('step 1: switching to Sale drops the rental type; switching to a villa drops the foreign quota', async () => {
    const draft = await createDraft(t.app, broker, {
      offer_type: 'Rent',
      rental_type: 'Short-term',
      property_type: 'Apartment',
    });
    await call(t.app, broker, 'POST', draft.paths.steps['3'], { version: 1, foreign_quota: false });
    const res = await call(t.app, broker, 'POST', draft.paths.steps['1'], {
      version: 2,
      offer_type: 'Sale',
      property_type: 'Villa',
    });
    expect(res.json<ListingDraft>()).toMatchObject({ rental_type: null, foreign_quota: null });
  });
});

describe('languages', () => {
  type Errors = { message: string; errors: Record<string, string[]> };

  it('stores the language and translations of step 1 trimmed, and the draft reads them back', async () => {
    const draft = await createDraft(t.app, broker, { title: 'Pool villa', description: 'A pool.' });
    expect(draft).toMatchObject({ language: 'en', translations: {} });
    const res = await call(t.app, broker, 'POST', draft.paths.steps['1'], {
      version: 1,
      language: 'en',
      translations: {
        ru: { title: '  Вилла с бассейном ', description: ' Бассейн и сад. ' },
        th: { title: 'วิลล่าพร้อมสระว่ายน้ำ', description: '   ' },
      },
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      language: 'en',
      translations: {
        ru: { title: 'Вилла с бассейном', description: 'Бассейн и сад.' },
        // A blank description is none: the page shows the original's.
        th: { title: 'วิลล่าพร้อมสระว่ายน้ำ', description: null },
      },
    };
    expect(res.json<ListingDraft>()).toMatchObject({ version: 2, ...expected });
    expect((await getDraft(broker, draft.id)).json<ListingDraft>()).toMatchObject(expected);

    // The original in Russian from the start, created so in one request.
    const russian = await createDraft(t.app, broker, {
      title: 'Кондо у моря',
      language: 'ru',
      translations: { en: { title: 'Condo by the sea', description: null } },
    });
    expect(russian).toMatchObject({
      language: 'ru',
      translations: { en: { title: 'Condo by the sea', description: null } },
    });

    // Removing every translation is an empty object.
    const cleared = await call(t.app, broker, 'POST', draft.paths.steps['1'], {
      version: 2,
      translations: {},
    });
    expect(cleared.json<ListingDraft>().translations).toEqual({});
  });

  it.each([
    [
      'a translation in the original language',
      { language: 'ru', translations: { ru: { title: 'Вилла', description: null } } },
      'translations.ru',
    ],
    [
      'a blank translated title',
      { translations: { zh: { title: '   ', description: '海景' } } },
      'translations.zh.title',
    ],
    [
      'an unknown language key',
      { translations: { de: { title: 'Villa', description: null } } },
      'translations.de',
    ],
    ['an unknown original language', { language: 'de' }, 'language'],
    [
      'a translated title over its limit',
      { translations: { ru: { title: 'я'.repeat(LISTING_TITLE_MAX + 1), description: null } } },
      'translations.ru.title',
    ],
    [
      'a translated description over its limit',
      {
        translations: {
          ru: { title: 'Вилла', description: 'я'.repeat(LISTING_DESCRIPTION_MAX + 1) },
        },
      },
      'translations.ru.description',
    ],
    [
      'a translation without its description field',
      { translations: { ru: { title: 'Вилла' } } },
      'translations.ru.description',
    ],
  ])('answers 422 naming %s, storing nothing', async (_what, body, field) => {
    const draft = await createDraft(t.app, broker, { title: 'Villa' });
    const res = await call(t.app, broker, 'POST', draft.paths.steps['1'], {
      version: 1,
      title: 'Changed',
      ...body,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<Errors>().errors)).toContain(field);
    expect((await getDraft(broker, draft.id)).json<ListingDraft>()).toMatchObject({
      version: 1,
      title: 'Villa',
      language: 'en',
      translations: {},
    });
  });

  it('refuses a new original language that a stored translation is in, and a create so', async () => {
    const draft = await createDraft(t.app, broker, {
      title: 'Villa',
      translations: { ru: { title: 'Вилла', description: null } },
    });
    const res = await call(t.app, broker, 'POST', draft.paths.steps['1'], {
      version: 1,
      language: 'ru',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<Errors>().errors).toEqual({
      'translations.ru': ['A translation cannot be in the language the original is written in.'],
    });
    // Sent together (the wizard does), the language moves and the translation goes.
    const swapped = await call(t.app, broker, 'POST', draft.paths.steps['1'], {
      version: 1,
      language: 'ru',
      title: 'Вилла',
      translations: { en: { title: 'Villa', description: null } },
    });
    expect(swapped.json<ListingDraft>()).toMatchObject({
      language: 'ru',
      title: 'Вилла',
      translations: { en: { title: 'Villa', description: null } },
    });

    const before = await listingCount();
    const created = await call(t.app, broker, 'POST', '/listing/store?step=1', {
      language: 'th',
      translations: { th: { title: 'วิลล่า', description: null } },
    });
    expect(created.statusCode).toBe(422);
    expect(Object.keys(created.json<Errors>().errors)).toEqual(['translations.th']);
    expect(await listingCount()).toBe(before);
  });

  it('publishing asks for nothing new, and a duplicate keeps the languages', async () => {
    const draft = await createDraft(t.app, broker, {
      title: 'Villa',
      translations: { ru: { title: 'Вилла', description: 'Сад.' } },
    });
    expect(draft.completeness.missing).not.toContain('translations');
    const copy = await call(t.app, broker, 'POST', draft.paths.duplicate);
    expect(copy.statusCode).toBe(201);
    expect(copy.json<ListingDraft>()).toMatchObject({
      language: 'en',
      translations: { ru: { title: 'Вилла', description: 'Сад.' } },
    });
  });
});

describe('version check', () => {
  it("refuses the second of two writes based on the same version with 409; the first one's data stays", async () => {
    const draft = await createDraft(t.app, broker, { title: 'Original' });
    const first = await call(t.app, broker, 'POST', draft.paths.steps['1'], {
      version: 1,
      title: 'From tab A',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<ListingDraft>().version).toBe(2);
    const second = await call(t.app, broker, 'POST', draft.paths.steps['3'], {
      version: 1,
      price: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(STALE_LISTING_MESSAGE);
    const stored = (await getDraft(broker, draft.id)).json<ListingDraft>();
    expect(stored).toMatchObject({ version: 2, title: 'From tab A', price: null });
  });

  it('lets only one of two simultaneous writes from one version through', async () => {
    const draft = await createDraft(t.app, broker);
    const [a, b] = await Promise.all([
      call(t.app, broker, 'POST', draft.paths.steps['1'], { version: 1, title: 'A' }),
      call(t.app, broker, 'POST', draft.paths.steps['1'], { version: 1, title: 'B' }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = (a.statusCode === 200 ? a : b).json<ListingDraft>().title;
    expect((await getDraft(broker, draft.id)).json<ListingDraft>()).toMatchObject({
      version: 2,
      title: winner,
    });
  });

  it('refuses a version from the future too', async () => {
    const draft = await createDraft(t.app, broker);
    const res = await call(t.app, broker, 'POST', draft.paths.steps['1'], {
      version: 7,
      title: 'x',
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('ownership', () => {
  it('GET: the owner reads the draft; another broker 404, a guest 401, an admin 403, an unknown id 404', async () => {
    const draft = await createDraft(t.app, broker, { title: 'Mine' });
    expect((await getDraft(broker, draft.id)).statusCode).toBe(200);
    const other = await getDraft(otherBroker, draft.id);
    expect(other.statusCode).toBe(404);
    expect(other.json<{ message: string }>().message).toBe('Listing not found.');
    expect((await getDraft(guest, draft.id)).statusCode).toBe(401);
    expect((await getDraft(admin, draft.id)).statusCode).toBe(403);
    expect((await getDraft(broker, 2_000_000_000)).statusCode).toBe(404);
    expect((await getDraft(broker, 0)).statusCode).toBe(422);
  });

  it('writes by another broker are 404 and change nothing; by a guest 401; by an admin 403', async () => {
    const draft = await createDraft(t.app, broker, { title: 'Mine' });
    for (const step of ['1', '2', '3'] as const) {
      const body = step === '1' ? { version: 1, title: 'Theirs' } : { version: 1 };
      expect(
        (await call(t.app, otherBroker, 'POST', draft.paths.steps[step], body)).statusCode,
      ).toBe(404);
      expect((await call(t.app, guest, 'POST', draft.paths.steps[step], body)).statusCode).toBe(
        401,
      );
      expect((await call(t.app, admin, 'POST', draft.paths.steps[step], body)).statusCode).toBe(
        403,
      );
    }
    expect((await call(t.app, otherBroker, 'POST', draft.paths.duplicate)).statusCode).toBe(404);
    expect(
      (await call(t.app, otherBroker, 'DELETE', `${draft.paths.delete}?version=1`)).statusCode,
    ).toBe(404);
    expect((await call(t.app, admin, 'DELETE', `${draft.paths.delete}?version=1`)).statusCode).toBe(
      403,
    );
    expect((await getDraft(broker, draft.id)).json<ListingDraft>()).toMatchObject({
      version: 1,
      title: 'Mine',
    });
  });
});

describe('duplicate and delete', () => {
  it('duplicates content and amenities as a new draft of the owner', async () => {
    const draft = await createDraft(t.app, broker, { title: 'Original', offer_type: 'Sale' });
    await call(t.app, broker, 'POST', draft.paths.steps['3'], {
      version: 1,
      price: 100,
      amenities: amenityIds,
      tenure: 'Leasehold',
      leasehold_years: 30,
    });
    const res = await call(t.app, broker, 'POST', draft.paths.duplicate);
    expect(res.statusCode).toBe(201);
    const copy = res.json<ListingDraft>();
    expect(copy.id).not.toBe(draft.id);
    expect(copy).toMatchObject({
      status: 'draft',
      version: 1,
      title: 'Original',
      offer_type: 'Sale',
      price: 100,
      tenure: 'Leasehold',
      leasehold_years: 30,
      views: 0,
      confirmed_at: null,
      amenities: [...amenityIds].sort((a, b) => a - b),
    });
    expect(copy.paths).toEqual(listingPaths(copy.id));
    // The source is untouched.
    expect((await getDraft(broker, draft.id)).json<ListingDraft>().version).toBe(2);
  });

  it('deletes with the current version only; then the listing is gone', async () => {
    const draft = await createDraft(t.app, broker, { title: 'To delete' });
    await call(t.app, broker, 'POST', draft.paths.steps['1'], { version: 1, title: 'Edited' });
    const stale = await call(t.app, broker, 'DELETE', `${draft.paths.delete}?version=1`);
    expect(stale.statusCode).toBe(409);
    expect((await getDraft(broker, draft.id)).statusCode).toBe(200);
    expect((await call(t.app, broker, 'DELETE', draft.paths.delete)).statusCode).toBe(422);
    const res = await call(t.app, broker, 'DELETE', `${draft.paths.delete}?version=2`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(LISTING_DELETED);
    expect((await getDraft(broker, draft.id)).statusCode).toBe(404);
    expect(
      (await call(t.app, broker, 'DELETE', `${draft.paths.delete}?version=2`)).statusCode,
    ).toBe(404);
  });
});
