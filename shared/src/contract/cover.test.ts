import { coverFirst } from './listing-rules';

const photo = (id: number, isMain = false) => ({ id, is_main: isMain });

describe('coverFirst', () => {
  it('puts the cover first and its album first, the rest in their order', () => {
    const albums = [
      { id: 1, photos: [photo(11), photo(12)] },
      { id: 2, photos: [photo(21), photo(22, true), photo(23)] },
      { id: 3, photos: [photo(31)] },
    ];
    expect(coverFirst(albums).map((a) => a.photos.map((p) => p.id))).toEqual([
      [22, 21, 23],
      [11, 12],
      [31],
    ]);
  });

  it('keeps the order when no photo is the cover (public answers come sorted already)', () => {
    const albums = [{ id: 1, photos: [{ id: 1 }, { id: 2 }] }];
    expect(coverFirst(albums)).toEqual(albums);
  });
});
