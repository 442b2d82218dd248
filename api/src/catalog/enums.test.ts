/*
 * src/catalog/enums.ts repeats the enumerations of the browser package because the API runs from
 * tsc output (dist/) and cannot load shared's TypeScript at run time. Tests are transpiled by SWC
 * from source, so here the shared file can be imported directly and the copies compared: a value
 * added to, removed from or reordered in one list and not the other fails this suite.
 */
// The pinning test goes with the contract (issue 10); until then it reads the browser copy.
// eslint-disable-next-line boundaries/dependencies
import * as shared from '../../../shared/src/domain/enums';
import * as api from './enums';

const LISTS = [
  'PROPERTY_TYPES',
  'OFFER_TYPES',
  'FURNITURE',
  'RENTAL_TYPES',
  'PROPERTY_STAGES',
  'CURRENCIES',
] as const satisfies readonly (keyof typeof api & keyof typeof shared)[];

it.each(LISTS)('%s is the same list, in the same order, as the browser package', (name) => {
  expect(api[name]).toEqual(shared[name]);
});

it('checks every list that both files export', () => {
  // A list added to both files later must be added to LISTS above, or it could drift unseen.
  const apiExports: Record<string, unknown> = api;
  const sharedNames = new Set(Object.keys(shared));
  const common = Object.keys(apiExports).filter(
    (name) => Array.isArray(apiExports[name]) && sharedNames.has(name),
  );
  expect(common.sort()).toEqual([...LISTS].sort());
});
