import { shouldOpenAbove } from './placement';

describe('shouldOpenAbove (docs/product-rules.md §4: less than 200 px below opens above)', () => {
  it('opens below with 200 px or more to spare', () => {
    expect(shouldOpenAbove({ bottom: 500 }, 800)).toBe(false);
    expect(shouldOpenAbove({ bottom: 600 }, 800)).toBe(false);
  });

  it('opens above with less than 200 px below', () => {
    expect(shouldOpenAbove({ bottom: 601 }, 800)).toBe(true);
    expect(shouldOpenAbove({ bottom: 790 }, 800)).toBe(true);
  });

  it('opens above when the field is below the fold', () => {
    expect(shouldOpenAbove({ bottom: 900 }, 800)).toBe(true);
  });
});
