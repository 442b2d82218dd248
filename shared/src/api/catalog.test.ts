import { serverDataKeys } from './catalog';

// The client's listing and directory queries are the contract's query schemas' keys: a key
// the endpoint does not know fails `pnpm typecheck` (tsconfig.test.json checks this file).
describe('catalog query types', () => {
  it('keys an answer by the query the endpoint knows', () => {
    expect(serverDataKeys.properties({ 'filter[bedrooms]': '2', page: '1' })).toBe(
      '/properties?filter%5Bbedrooms%5D=2&page=1',
    );
    // @ts-expect-error: the filter is `bedrooms`; a typo is not a listing query key
    const typo = serverDataKeys.properties({ 'filter[bedroom]': '2' });
    expect(typo).toContain('bedroom');
    // @ts-expect-error: /api/developers filters by title only
    expect(serverDataKeys.developers({ 'filter[stage]': 'Ready' })).toContain('stage');
  });
});
