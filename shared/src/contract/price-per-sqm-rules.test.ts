import { differenceFromMedian, medianSide } from './price-per-sqm-rules';

describe('price per sq.m against the median', () => {
  it('gives the gap in whole percent, rounded toward the median', () => {
    // ฿105,000 against a median of ฿114,000: 7.89 % below, said as 7 %.
    expect(differenceFromMedian(105_000, 114_000)).toBe(-7);
    // ฿130,000 against ฿100,000: 30 % above.
    expect(differenceFromMedian(130_000, 100_000)).toBe(30);
    expect(differenceFromMedian(100_500, 100_000)).toBe(0);
    expect(Object.is(differenceFromMedian(99_500, 100_000), 0)).toBe(true);
    expect(differenceFromMedian(100, 0)).toBe(0);
  });

  it('says about the median within 2 %', () => {
    expect(medianSide(-7)).toBe('below');
    expect(medianSide(30)).toBe('above');
    expect(medianSide(1)).toBe('about');
    expect(medianSide(-1)).toBe('about');
    expect(medianSide(2)).toBe('above');
    expect(medianSide(-2)).toBe('below');
  });
});
