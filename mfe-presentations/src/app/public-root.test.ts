import { publicPageOf } from './PublicRoot';

describe('publicPageOf', () => {
  it('reads the slug and the print flag of a public presentation address', () => {
    expect(publicPageOf({ pathname: '/presentation/AbCdEf1234', search: '' })).toEqual({
      slug: 'AbCdEf1234',
      print: false,
    });
    expect(publicPageOf({ pathname: '/presentation/AbCdEf1234/', search: '?print=1' })).toEqual({
      slug: 'AbCdEf1234',
      print: true,
    });
    expect(publicPageOf({ pathname: '/presentation/a%20b', search: '?print=0' })).toEqual({
      slug: 'a b',
      print: false,
    });
  });

  it('is null for any other address, the editor included, and for a broken escape', () => {
    expect(publicPageOf({ pathname: '/presentation/AbCdEf1234/edit', search: '' })).toBeNull();
    expect(publicPageOf({ pathname: '/presentations', search: '' })).toBeNull();
    expect(publicPageOf({ pathname: '/presentation/', search: '' })).toBeNull();
    expect(publicPageOf({ pathname: '/presentation/%E0%A4%A', search: '' })).toBeNull();
  });
});
