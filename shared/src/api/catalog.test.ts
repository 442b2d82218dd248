import { getAgentListings, getOptions, getProject, getProperty, serverDataKeys } from './catalog';
import { recordRequests } from '../test/record-requests';

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

describe('catalog keys and requests', () => {
  const sent = recordRequests();

  it('keys a page by the path the server renders it under', () => {
    expect(serverDataKeys.property('12', 'USD')).toBe('/12/property?currency=USD');
    expect(serverDataKeys.property(12)).toBe('/12/property');
    expect(serverDataKeys.developerListings(3, { page: '2' })).toBe(
      '/developers/3/listings?page=2',
    );
    expect(serverDataKeys.agent('a b')).toBe('/agents/a%20b');
    expect(serverDataKeys.locations()).toBe('/locations');
  });

  it('requests the same URL it keys', async () => {
    await getProperty('12', 'USD');
    await getProject(4);
    await getAgentListings(5, { page: '1' });
    await getOptions('Rent');
    expect(sent.map((c) => [c.method, c.url, c.params])).toEqual([
      ['get', '/12/property', { currency: 'USD' }],
      ['get', '/projects/4', {}],
      ['get', '/agents/5/listings', { page: '1' }],
      ['get', '/Rent/options', undefined],
    ]);
  });
});
