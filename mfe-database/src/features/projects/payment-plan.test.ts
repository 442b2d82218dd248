import {
  SUGGESTED_PLAN,
  addStage,
  checkPlan,
  planStages,
  planTotal,
  removeStage,
  updateStage,
} from './payment-plan';

describe('the payment plan editor', () => {
  it('totals the stages live and accepts a plan of exactly 100 %', () => {
    expect(planTotal(SUGGESTED_PLAN)).toBe(100);
    expect(checkPlan(SUGGESTED_PLAN)).toBeNull();
    expect(planStages(SUGGESTED_PLAN)).toEqual([
      { label: 'On booking', percent: 30 },
      { label: 'During construction', percent: 40 },
      { label: 'On handover', percent: 30 },
    ]);
  });

  it('refuses a plan that does not reach 100 % and accepts thirds in hundredths', () => {
    const short = removeStage(SUGGESTED_PLAN, 2);
    expect(planTotal(short)).toBe(70);
    expect(checkPlan(short)).toBe('The payment plan stages must total 100 %.');
    const thirds = [
      { label: 'A', percent: '33.33' },
      { label: 'B', percent: '33.33' },
      { label: 'C', percent: '33,34' },
    ];
    expect(planTotal(thirds)).toBe(100);
    expect(checkPlan(thirds)).toBeNull();
  });

  it('offers what is left when a stage is added, and names a stage without a name or percent', () => {
    const short = removeStage(SUGGESTED_PLAN, 2);
    const added = addStage(short);
    expect(added[2]).toEqual({ label: '', percent: '30' });
    expect(checkPlan(added)).toBe('Every stage needs a name.');
    const named = updateStage(added, 2, { label: 'On handover' });
    expect(checkPlan(named)).toBeNull();
    expect(checkPlan(updateStage(named, 0, { percent: 'abc' }))).toBe(
      'Every stage needs a percent above 0 and at most 100.',
    );
    expect(addStage(SUGGESTED_PLAN)[3]).toEqual({ label: '', percent: '' });
  });

  it('lets an empty plan save: no plan at all', () => {
    expect(checkPlan([])).toBeNull();
  });
});
