import { layoutCaption } from './layout-caption';

describe('layoutCaption', () => {
  it('says the name once and leaves out facts the name states', () => {
    expect(
      layoutCaption({ title: 'Pool villa 3 Bedrooms 260 sq.m', bedrooms: 3, area: 260 }),
    ).toEqual({ name: 'Pool villa 3 Bedrooms 260 sq.m', facts: '' });
    expect(layoutCaption({ title: 'Studio 32 sqm', bedrooms: 0, area: 32 })).toEqual({
      name: 'Studio 32 sqm',
      facts: '',
    });
  });

  it('adds the facts a plain name does not give', () => {
    expect(layoutCaption({ title: 'Type A', bedrooms: 2, area: 85 })).toEqual({
      name: 'Type A',
      facts: '2 bedrooms · 85 sq.m',
    });
    // A figure inside another number is not the same fact.
    expect(layoutCaption({ title: 'Villa 3 Bedrooms 1260 sq.m', bedrooms: 3, area: 260 })).toEqual({
      name: 'Villa 3 Bedrooms 1260 sq.m',
      facts: '260 sq.m',
    });
  });

  it('names an untitled layout by its first fact', () => {
    expect(layoutCaption({ title: null, bedrooms: 1, area: 45 })).toEqual({
      name: '1 bedroom',
      facts: '45 sq.m',
    });
    expect(layoutCaption({ title: '  ', bedrooms: null, area: null })).toEqual({
      name: 'Layout',
      facts: '',
    });
  });
});
