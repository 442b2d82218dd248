import { previewPhotos } from '@phuket/shared/format';
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
});
