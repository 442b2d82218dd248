import { resumeIndex, stepParam } from './wizard-steps';

describe('wizard steps', () => {
  it('read ?step=N as a whole number, or null', () => {
    expect(stepParam('?step=3')).toBe(3);
    expect(stepParam('?a=1&step=12')).toBe(12);
    expect(stepParam('?step=0')).toBe(0);
    expect(stepParam('?step=two')).toBeNull();
    expect(stepParam('?step=-1')).toBeNull();
    expect(stepParam('?step=')).toBeNull();
    expect(stepParam('')).toBeNull();
  });

  it('resume at the last step whose data the draft saved', () => {
    // The database wizards' step numbers (docs/product-rules.md §4): 2, 3, 4 (each step saves its own).
    const numbered = [2, 3, 4].map((number) => ({ number }));
    const byNumber = (step: { number: number }) => step.number;
    expect(resumeIndex(numbered, 2, byNumber)).toBe(0);
    expect(resumeIndex(numbered, 3, byNumber)).toBe(1);
    expect(resumeIndex(numbered, 4, byNumber)).toBe(2);
    expect(resumeIndex(numbered, 9, byNumber)).toBe(2);
    // Steps without data of their own (the listing's photos, preview) are never the resume point.
    const listing = [{ data: 1 }, { data: 2 }, {}, { data: 3 }, {}];
    const byData = (step: { data?: number }) => step.data;
    expect(resumeIndex(listing, 2, byData)).toBe(1);
    expect(resumeIndex(listing, 3, byData)).toBe(3);
    expect(resumeIndex(listing, 0, byData)).toBe(0);
  });
});
