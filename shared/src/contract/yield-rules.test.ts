import { grossYield, median, netYield, yieldCostFromInput } from './yield-rules';

describe('yield rules', () => {
  it('median of odd and even counts, in any order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('gross yield: a year of rent over the price, in %', () => {
    expect(grossYield(100_000, 10_000_000)).toBe(12);
    expect(grossYield(1, 0)).toBeNull();
  });

  it('net yield takes vacancy, then management, then common fees off the rent', () => {
    const costs = { managementPercent: 10, vacancyPercent: 15, commonFeePerSqm: 60 };
    // 1 200 000 × 0.85 × 0.9 = 918 000; fees 60 × 200 × 12 = 144 000; 774 000 / 10 M.
    expect(netYield(100_000, 10_000_000, 200, costs)).toBe(7.74);
    // Without an area the fees cannot be counted.
    expect(netYield(100_000, 10_000_000, null, costs)).toBe(9.18);
    expect(
      netYield(100_000, 10_000_000, 200, {
        ...costs,
        vacancyPercent: 0,
        managementPercent: 0,
        commonFeePerSqm: 0,
      }),
    ).toBe(12);
  });

  it('keeps costs within their bounds and answers null without a price', () => {
    const wild = { managementPercent: 400, vacancyPercent: -5, commonFeePerSqm: Number.NaN };
    // Management capped at 50 %, vacancy at 0, fees at 0.
    expect(netYield(100_000, 10_000_000, 200, wild)).toBe(6);
    expect(netYield(100_000, 0, 200, wild)).toBeNull();
  });

  it('reads a typed cost within its bounds: a comma decimal, blank or junk as the lowest', () => {
    expect(yieldCostFromInput('vacancyPercent', '12,5')).toBe(12.5);
    expect(yieldCostFromInput('managementPercent', '500')).toBe(50);
    expect(yieldCostFromInput('commonFeePerSqm', '-3')).toBe(0);
    expect(yieldCostFromInput('commonFeePerSqm', '')).toBe(0);
    expect(yieldCostFromInput('vacancyPercent', 'abc')).toBe(0);
    expect(yieldCostFromInput('commonFeePerSqm', ' 45 ')).toBe(45);
  });
});
