import type { ListingDetail } from '@phuket/shared/contract';
import { listings, projects, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * An off-plan unit's property page carries its project's payment plan and completion, which the
 * page applies to the unit's price; a finished unit, a unit of a draft project and a project
 * without a plan carry none. Known rows, so every answer is exact.
 */

let t: TestApp;
const PLAN = [
  { label: 'Reservation and contract', percent: 30 },
  { label: 'Structure complete', percent: 40 },
  { label: 'Handover', percent: 30 },
];
const ids = { offPlan: 0, ready: 0, draftProject: 0, noPlan: 0, standalone: 0 };

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const { db } = t.database;
  const [owner] = await db
    .insert(users)
    .values({ name: 'Plan Broker', email: 'plan@example.com', passwordHash: 'x', role: 'broker' })
    .returning({ id: users.id });
  const [planned, draft, bare] = await db
    .insert(projects)
    .values([
      { title: 'Plan Tower', stage: 'Off-plan', completion: 'Q3 2027', paymentPlan: PLAN },
      { title: 'Draft Tower', stage: 'Off-plan', paymentPlan: PLAN, status: 'draft' },
      { title: 'Bare Tower', stage: 'Off-plan', completion: 'Q1 2028' },
    ])
    .returning({ id: projects.id });
  const sale = {
    userId: owner!.id,
    status: 'published' as const,
    offerType: 'Sale',
    propertyType: 'Apartment',
    price: '8450000',
    priceThb: '8450000',
  };
  const rows = await db
    .insert(listings)
    .values([
      { ...sale, title: 'Off-plan unit', propertyStage: 'Off-plan', projectId: planned!.id },
      { ...sale, title: 'Resale unit', propertyStage: 'Resale', projectId: planned!.id },
      { ...sale, title: 'Draft project unit', propertyStage: 'Off-plan', projectId: draft!.id },
      { ...sale, title: 'Planless unit', propertyStage: 'Off-plan', projectId: bare!.id },
      { ...sale, title: 'Standalone off-plan', propertyStage: 'Off-plan' },
    ])
    .returning({ id: listings.id });
  [ids.offPlan, ids.ready, ids.draftProject, ids.noPlan, ids.standalone] = rows.map(
    (r) => r.id,
  ) as [number, number, number, number, number];
});

afterAll(() => t.close());

async function detail(id: number): Promise<ListingDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/api/${id}/property` });
  expect(res.statusCode).toBe(200);
  return res.json<ListingDetail>();
}

describe('GET /api/{id}/property: the payment plan of an off-plan unit', () => {
  it("carries its published project's plan and completion", async () => {
    const unit = await detail(ids.offPlan);
    expect(unit.payment_plan).toEqual(PLAN);
    expect(unit.completion).toBe('Q3 2027');
  });

  it('carries none for a unit that is not off-plan, of a draft project, or without a project', async () => {
    for (const id of [ids.ready, ids.draftProject, ids.standalone]) {
      const unit = await detail(id);
      expect([unit.title, unit.payment_plan, unit.completion]).toEqual([unit.title, [], null]);
    }
  });

  it('a project without a plan still says when it completes', async () => {
    const unit = await detail(ids.noPlan);
    expect(unit.payment_plan).toEqual([]);
    expect(unit.completion).toBe('Q1 2028');
  });
});
