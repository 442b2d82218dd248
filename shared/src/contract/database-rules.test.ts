import {
  PAYMENT_PLAN_TOTAL_MESSAGE,
  UNIT_MESSAGES,
  checkPaymentPlan,
  developerCompleteness,
  formatCompletionQuarter,
  parseCompletionQuarter,
  parseLaunchMonth,
  formatLaunchMonth,
  launchLabel,
  launchMonthName,
  parseUnitTable,
  paymentPlanAmounts,
  paymentPlanTotal,
  projectCompleteness,
  validateUnitRow,
  validateUnitRows,
} from './database-rules';

describe('payment plan', () => {
  it("applies a plan to a unit's price, the last stage taking the rounding", () => {
    // 30 / 40 / 30 of ฿8,450,000: 2,535,000 + 3,380,000 + 2,535,000.
    const plan = [
      { label: 'On booking', percent: 30 },
      { label: 'During construction', percent: 40 },
      { label: 'On handover', percent: 30 },
    ];
    expect(paymentPlanAmounts(8_450_000, plan)).toEqual([2_535_000, 3_380_000, 2_535_000]);
    // Thirds of $100,001: 33,330 + 33,330, and the last 33,341 so the column adds up.
    const thirds = [33.33, 33.33, 33.34].map((percent) => ({ label: 'x', percent }));
    expect(paymentPlanAmounts(100_001, thirds)).toEqual([33_330, 33_330, 33_341]);
    // A converted price with cents is shown in whole units.
    expect(paymentPlanAmounts(241_428.57, [{ label: 'all', percent: 100 }])).toEqual([241_429]);
    expect(paymentPlanAmounts(5_000_000, [])).toEqual([]);
  });

  it('accepts stages that total 100 % and an empty plan', () => {
    const plan = [
      { label: 'On booking', percent: 30 },
      { label: 'During construction', percent: 40 },
      { label: 'On handover', percent: 30 },
    ];
    expect(paymentPlanTotal(plan)).toBe(100);
    expect(checkPaymentPlan(plan)).toBeNull();
    expect(checkPaymentPlan([])).toBeNull();
  });

  it('accepts thirds rounded to hundredths', () => {
    const thirds = [33.33, 33.33, 33.34].map((percent) => ({ label: 'x', percent }));
    expect(checkPaymentPlan(thirds)).toBeNull();
  });

  it('refuses stages under or over 100 %', () => {
    expect(checkPaymentPlan([{ label: 'On booking', percent: 30 }])).toBe(
      PAYMENT_PLAN_TOTAL_MESSAGE,
    );
    expect(
      checkPaymentPlan([
        { label: 'a', percent: 60 },
        { label: 'b', percent: 50 },
      ]),
    ).toBe(PAYMENT_PLAN_TOTAL_MESSAGE);
  });
});

describe('completion quarter', () => {
  it.each([
    ['Q3 2027', { quarter: 3, year: 2027 }],
    ['q1-2026', { quarter: 1, year: 2026 }],
    ['Q4/2030', { quarter: 4, year: 2030 }],
    ['2027 Q2', { quarter: 2, year: 2027 }],
    ['3Q 2027', { quarter: 3, year: 2027 }],
    ['  Q2 2028 ', { quarter: 2, year: 2028 }],
  ])('reads %p', (text, value) => {
    expect(parseCompletionQuarter(text)).toEqual(value);
  });

  it.each(['Q5 2027', 'Q0 2027', 'March 2027', '2027', 'Q3 27', 'Q3 1800', ''])(
    'refuses %p',
    (text) => {
      expect(parseCompletionQuarter(text)).toBeNull();
    },
  );

  it('formats back to the stored form', () => {
    expect(formatCompletionQuarter({ quarter: 3, year: 2027 })).toBe('Q3 2027');
    const parsed = parseCompletionQuarter('2029q1');
    expect(parsed && formatCompletionQuarter(parsed)).toBe('Q1 2029');
  });
});

describe('launch month', () => {
  it.each([
    ['March 2026', { month: 3, year: 2026 }],
    ['mar 2026', { month: 3, year: 2026 }],
    ['Sept. 2027', { month: 9, year: 2027 }],
    ['2026-03', { month: 3, year: 2026 }],
    ['03/2026', { month: 3, year: 2026 }],
    [' 11.2025 ', { month: 11, year: 2025 }],
  ])('reads %p', (text, value) => {
    expect(parseLaunchMonth(text)).toEqual(value);
  });

  it.each(['13/2026', '0/2026', 'Q3 2027', '2026', 'Ma 2026', 'Smarch 2026', '2026-03-01', ''])(
    'refuses %p',
    (text) => {
      expect(parseLaunchMonth(text)).toBeNull();
    },
  );

  it('stores "2026-03" and names it "March 2026"', () => {
    expect(formatLaunchMonth({ month: 3, year: 2026 })).toBe('2026-03');
    expect(launchMonthName('2026-03')).toBe('March 2026');
    expect(launchMonthName(null)).toBeNull();
  });

  it('says launched for this month or before, launching for a month ahead', () => {
    const today = new Date('2026-11-28T12:00:00Z');
    expect(launchLabel('2026-03', today)).toBe('Launched March 2026');
    expect(launchLabel('2026-11', today)).toBe('Launched November 2026');
    expect(launchLabel('2027-06', today)).toBe('Launching June 2027');
    expect(launchLabel(null, today)).toBeNull();
  });
});

describe('unit rows', () => {
  const layouts = ['1 Bedroom', 'Penthouse'];

  it('reads a good row, matching the layout without case', () => {
    const { value, errors } = validateUnitRow(
      {
        unit_number: ' A-101 ',
        layout: '1 bedroom',
        floor: '1',
        price: '4,500,000',
        status: 'Sold',
      },
      layouts,
    );
    expect(errors).toEqual({});
    expect(value).toEqual({
      unit_number: 'A-101',
      layout: '1 Bedroom',
      floor: 1,
      price: 4_500_000,
      status: 'sold',
    });
  });

  it('takes an empty status as available and empty cells as null', () => {
    expect(validateUnitRow({ unit_number: 'B1' }, layouts).value).toEqual({
      unit_number: 'B1',
      layout: null,
      floor: null,
      price: null,
      status: 'available',
    });
  });

  it('names every bad column', () => {
    const { value, errors } = validateUnitRow(
      { unit_number: '', layout: 'Studio', floor: '2.5', price: 'cheap', status: 'gone' },
      layouts,
    );
    expect(value).toBeNull();
    expect(errors).toEqual({
      unit_number: [UNIT_MESSAGES.unitNumberRequired],
      layout: [UNIT_MESSAGES.unknownLayout],
      floor: [UNIT_MESSAGES.floor],
      price: [UNIT_MESSAGES.price],
      status: [UNIT_MESSAGES.status],
    });
  });

  it('refuses a floor out of range and a negative price', () => {
    const { errors } = validateUnitRow({ unit_number: 'X', floor: 500, price: -1 }, layouts);
    expect(Object.keys(errors).sort()).toEqual(['floor', 'price']);
  });

  it('finds duplicate unit numbers across rows, numbering rows from 1', () => {
    const result = validateUnitRows(
      [
        { unit_number: 'A1' },
        { unit_number: 'B1' },
        { unit_number: 'a1' },
        { unit_number: 'C1', floor: 'x' },
      ],
      layouts,
    );
    expect(result.values.map((v) => v.unit_number)).toEqual(['A1', 'B1']);
    expect(result.errors).toEqual([
      { row: 3, unit_number: 'a1', errors: { unit_number: [UNIT_MESSAGES.unitNumberDuplicate] } },
      { row: 4, unit_number: 'C1', errors: { floor: [UNIT_MESSAGES.floor] } },
    ]);
  });
});

describe('unit table parsing', () => {
  it('reads a CSV with a header in any column order and quoted fields', () => {
    const rows = parseUnitTable(
      '\uFEFFstatus,Unit Number,price,layout,floor\r\nsold,A1,"4,500,000",1 Bedroom,3\r\n\r\n,A2,5000000,"Pent ""house""",4\n',
    );
    expect(rows).toEqual([
      { status: 'sold', unit_number: 'A1', price: '4,500,000', layout: '1 Bedroom', floor: '3' },
      { status: '', unit_number: 'A2', price: '5000000', layout: 'Pent "house"', floor: '4' },
    ]);
  });

  it('reads a tab-separated paste without a header in the default order', () => {
    expect(parseUnitTable('A1\t1 Bedroom\t2\t3900000\treserved')).toEqual([
      { unit_number: 'A1', layout: '1 Bedroom', floor: '2', price: '3900000', status: 'reserved' },
    ]);
  });

  it('answers no rows for an empty text', () => {
    expect(parseUnitTable('\n\n')).toEqual([]);
  });
});

describe('completeness', () => {
  it('lists what a developer lacks', () => {
    const c = developerCompleteness({ title: 'Andaman', description: ' ', logo: null });
    expect(c.missing).toEqual(['description', 'logo']);
    expect(c.ready).toBe(false);
  });

  it('needs a published developer, location, stage, price, main photo and a whole plan', () => {
    const complete = {
      title: 'Sea Breeze',
      developer_published: true,
      location_id: 3,
      stage: 'Off-plan',
      price_from: 3_900_000,
      main_photo: 'projects/9/x.webp',
      payment_plan: [],
    };
    expect(projectCompleteness(complete).ready).toBe(true);
    const partial = projectCompleteness({
      ...complete,
      developer_published: false,
      price_from: 0,
      payment_plan: [{ label: 'Booking', percent: 30 }],
    });
    expect(partial.missing).toEqual(['developer', 'price', 'payment_plan']);
  });
});
