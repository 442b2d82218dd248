import {
  DirectoryQuery,
  PAGE_MAX,
  ProjectsQuery,
  TITLE_SEARCH_MAX,
  developerDirectoryApiParams,
  developerDirectorySearch,
  parseDeveloperDirectoryQuery,
  parseProjectDirectoryQuery,
  projectDirectoryApiParams,
  projectDirectorySearch,
  readDirectoryQuery,
  readProjectsQuery,
} from '@phuket/shared/contract';
import type { Static, TObject } from '@sinclair/typebox';
import { textValidatorCompiler } from '../http/validation';

// The /developers and /projects directories: URL → state → API query → what the route reads
// after its own validator (the routes' compiler, coercion included) accepted the query.

function routeRead<T extends TObject>(schema: T, params: Record<string, string>): Static<T> {
  const validate = textValidatorCompiler()(schema);
  const query: Record<string, unknown> = { ...params };
  if (!validate(query)) throw new Error(`refused ${JSON.stringify(validate.errors)}`);
  return query as Static<T>;
}

describe('/projects filters', () => {
  it.each([
    '?location_id=5&stage=Ready&developer_id=2&page=3',
    '?stage=Off-plan',
    '?developer_id=2147483647',
    `?page=${PAGE_MAX}`,
    '',
  ])('%j round-trips unchanged', (search) => {
    const state = parseProjectDirectoryQuery(search);
    expect(projectDirectorySearch(state)).toBe(search);
    const { title, sort, priceRange, ...read } = readProjectsQuery(
      routeRead(ProjectsQuery, projectDirectoryApiParams(state)),
    );
    const { priceCurrency, ...directory } = read;
    expect(directory).toEqual(state);
    expect(title).toBe('');
    expect(sort).toBe('title');
    // The directory has no price filter (the /properties search's projects do).
    expect(priceRange).toBeNull();
    expect(priceCurrency).toBe('THB');
  });

  it('asks only what the route accepts, even from a URL past its bounds', () => {
    const state = parseProjectDirectoryQuery(`?page=${PAGE_MAX + 1}&location_id=2147483648`);
    expect(routeRead(ProjectsQuery, projectDirectoryApiParams(state))).toMatchObject({ page: 1 });
    expect(() => routeRead(ProjectsQuery, { page: String(PAGE_MAX + 1) })).toThrow();
  });
});

describe('/developers search', () => {
  it.each(['?title=Laguna+Phuket&page=2', '?page=4', ''])('%j round-trips unchanged', (search) => {
    const state = parseDeveloperDirectoryQuery(search);
    expect(developerDirectorySearch(state)).toBe(search);
    expect(
      readDirectoryQuery(routeRead(DirectoryQuery, developerDirectoryApiParams(state))),
    ).toEqual(state);
  });

  it('cuts a search typed into the URL to the length the route accepts', () => {
    const state = parseDeveloperDirectoryQuery(`?title=${'a'.repeat(TITLE_SEARCH_MAX + 5)}`);
    expect(
      readDirectoryQuery(routeRead(DirectoryQuery, developerDirectoryApiParams(state))),
    ).toEqual({ page: 1, title: 'a'.repeat(TITLE_SEARCH_MAX) });
    expect(() =>
      routeRead(DirectoryQuery, { 'filter[title]': 'a'.repeat(TITLE_SEARCH_MAX + 1) }),
    ).toThrow();
  });
});
