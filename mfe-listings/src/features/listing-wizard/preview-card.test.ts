import { previewPhotos, tenureSummary } from '@phuket/shared/format';
import { draftCard } from './PreviewStep';
import { draft, photo } from './photos/test-drafts';

describe('the preview step’s card', () => {
  it('opens on the cover, as the search card and the property page do', () => {
    const card = draftCard(
      draft([
        { id: 1, title: 'Living', photos: [photo(11, 1, 0), photo(12, 1, 1)] },
        { id: 2, title: 'Pool', photos: [photo(21, 2, 0, true), photo(22, 2, 1)] },
      ]),
      null,
    );
    expect(previewPhotos(card).map((p) => p.id)).toEqual([21, 22, 11, 12]);
  });

  it("shows a leasehold's own years, and none beside another tenure", () => {
    const lease = { ...draft([]), tenure: 'Leasehold' as const, leasehold_years: 30 };
    expect(tenureSummary(draftCard(lease, null))).toBe('Leasehold, 30 years');
    const stale = { ...lease, tenure: 'Freehold' as const };
    expect(draftCard(stale, null).leasehold_years).toBeNull();
  });
});
