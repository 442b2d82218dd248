import {
  boundedInput,
  defaultPurchaseCostInput,
  individualWithholdingTax,
  monthlyPayment,
  progressiveTax,
  purchaseCosts,
  PURCHASE_COST_BOUNDS,
  type PurchaseCostInput,
} from './purchase-cost-rules';

// Worked by hand from the rates in purchase-cost-rules.ts; each figure is written out.

const condo = (overrides: Partial<PurchaseCostInput>): PurchaseCostInput => ({
  ...defaultPurchaseCostInput(10_000_000, 'transfer'),
  ...overrides,
});

const byKey = (input: PurchaseCostInput) =>
  Object.fromEntries(purchaseCosts(input).lines.map((line) => [line.key, line]));

describe('the progressive scale', () => {
  it('taxes each band at its rate', () => {
    expect(progressiveTax(0)).toBe(0);
    expect(progressiveTax(300_000)).toBe(15_000);
    // 15,000 + 200,000 × 10 % + 300,000 × 15 %
    expect(progressiveTax(800_000)).toBe(15_000 + 20_000 + 37_500 + 10_000);
    // 5 M: 15,000 + 20,000 + 37,500 + 50,000 + 250,000 + 900,000; then 35 % above
    expect(progressiveTax(6_000_000)).toBe(1_272_500 + 350_000);
  });
});

describe("an individual seller's withholding tax", () => {
  it('deducts by the years held, spreads over them and multiplies back', () => {
    // 10 M held 2 years: 84 % deducted → 1.6 M, 800,000 a year → 82,500, × 2
    expect(individualWithholdingTax(10_000_000, 2)).toBe(165_000);
    // 10 M held 6 years: 60 % deducted → 4 M, 666,666.67 a year
    // → 15,000 + 20,000 + 166,666.67 × 15 % = 60,000 a year, × 6
    expect(individualWithholdingTax(10_000_000, 6)).toBeCloseTo(360_000, 2);
  });

  it('counts a started year as one, and at most ten', () => {
    expect(individualWithholdingTax(10_000_000, 1.5)).toBe(individualWithholdingTax(10_000_000, 2));
    expect(individualWithholdingTax(10_000_000, 0)).toBe(individualWithholdingTax(10_000_000, 1));
    // 20 years: 50 % deducted (eight or more), spread over 10: 500,000 a year → 35,000, × 10
    expect(individualWithholdingTax(10_000_000, 20)).toBe(350_000);
  });
});

describe('the costs of buying', () => {
  it('a 10 M THB condo held two years: business tax, split as is customary', () => {
    const lines = byKey(condo({ yearsHeld: 2 }));
    expect(lines.transfer_fee).toEqual({
      key: 'transfer_fee',
      amount: 200_000,
      buyer: 100_000,
      seller: 100_000,
    });
    expect(lines.specific_business_tax).toMatchObject({ amount: 330_000, buyer: 0 });
    expect(lines.stamp_duty).toBeUndefined();
    expect(lines.withholding_tax).toMatchObject({ amount: 165_000, seller: 165_000 });
    const costs = purchaseCosts(condo({ yearsHeld: 2 }));
    expect(costs.buyerTotal).toBe(100_000);
    expect(costs.sellerTotal).toBe(100_000 + 330_000 + 165_000);
    expect(costs.buyerAllIn).toBe(10_100_000);
  });

  it('a 10 M THB condo held six years: stamp duty instead of the business tax', () => {
    const lines = byKey(condo({ yearsHeld: 6 }));
    expect(lines.specific_business_tax).toBeUndefined();
    expect(lines.stamp_duty).toMatchObject({ amount: 50_000 });
    expect(lines.withholding_tax).toMatchObject({ amount: 360_000 });
  });

  it('a company seller pays the business tax however long it held, and 1 % withholding', () => {
    const lines = byKey(condo({ seller: 'company', yearsHeld: 12 }));
    expect(lines.specific_business_tax).toMatchObject({ amount: 330_000 });
    expect(lines.withholding_tax).toMatchObject({ amount: 100_000 });
  });

  it('charges the taxes on the higher of price and appraised value, the fee on the appraised', () => {
    const lines = byKey(condo({ appraised: 8_000_000, yearsHeld: 2, seller: 'company' }));
    expect(lines.transfer_fee).toMatchObject({ amount: 160_000 });
    expect(lines.specific_business_tax).toMatchObject({ amount: 330_000 });
    expect(lines.withholding_tax).toMatchObject({ amount: 100_000 });
  });

  it("moves the visitor's split, and adds a registered loan's fee to the buyer", () => {
    const costs = purchaseCosts(
      condo({
        yearsHeld: 2,
        buyerTransferSharePercent: 100,
        buyerTaxSharePercent: 50,
        registeredLoan: 5_000_000,
      }),
    );
    const lines = Object.fromEntries(costs.lines.map((line) => [line.key, line]));
    expect(lines.transfer_fee).toMatchObject({ buyer: 200_000, seller: 0 });
    expect(lines.specific_business_tax).toMatchObject({ buyer: 165_000, seller: 165_000 });
    expect(lines.withholding_tax).toMatchObject({ buyer: 82_500, seller: 82_500 });
    expect(lines.mortgage_registration).toMatchObject({ amount: 50_000, buyer: 50_000 });
    expect(costs.buyerTotal).toBe(200_000 + 165_000 + 82_500 + 50_000);
  });

  it('a 30-year leasehold for 6 M THB: the lease registration and its stamp duty', () => {
    const costs = purchaseCosts(defaultPurchaseCostInput(6_000_000, 'lease'));
    expect(costs.lines).toEqual([
      { key: 'lease_registration', amount: 60_000, buyer: 30_000, seller: 30_000 },
      { key: 'lease_stamp_duty', amount: 6_000, buyer: 3_000, seller: 3_000 },
    ]);
    expect(costs.buyerAllIn).toBe(6_033_000);
  });
});

describe('a mortgage', () => {
  it('pays an annuity: 7 M at 6 % over 20 years', () => {
    // r = 0.005, n = 240: 7,000,000 × 0.005 / (1 − 1.005^−240) = 50,150.17 (716.43 for each 100,000)
    expect(monthlyPayment({ amount: 7_000_000, ratePercent: 6, years: 20 })).toBe(50_150.17);
  });

  it('without interest is the amount over the months, and nothing without an amount', () => {
    expect(monthlyPayment({ amount: 1_200_000, ratePercent: 0, years: 10 })).toBe(10_000);
    expect(monthlyPayment({ amount: 0, ratePercent: 6, years: 20 })).toBe(0);
  });
});

describe('what the visitor types', () => {
  it('reads a comma, keeps the bounds, and takes blank as the lowest value', () => {
    expect(boundedInput('12,5', PURCHASE_COST_BOUNDS.buyerTaxSharePercent)).toBe(12.5);
    expect(boundedInput('150', PURCHASE_COST_BOUNDS.buyerTaxSharePercent)).toBe(100);
    expect(boundedInput('-3', PURCHASE_COST_BOUNDS.yearsHeld)).toBe(0);
    expect(boundedInput('', PURCHASE_COST_BOUNDS.appraised)).toBe(0);
    expect(boundedInput('abc', PURCHASE_COST_BOUNDS.registeredLoan)).toBe(0);
  });
});
