import {
  developerDirectoryApiParams,
  parseDeveloperDirectoryQuery,
  parseProjectDirectoryQuery,
  projectDirectoryApiParams,
  projectDirectorySearch,
  searchProjectsQuery,
} from './directory-filters';
import { emptyFilterValues, type FilterValues } from './filters';
import { PAGE_MAX, TITLE_SEARCH_MAX } from './limits';

describe('the /projects directory URL', () => {
  it('reads the filters and the page, and writes them back in one order', () => {
    const query = parseProjectDirectoryQuery('?page=3&developer_id=2&stage=Ready&location_id=5');
    expect(query).toEqual({ page: 3, locationId: 5, developerId: 2, stage: 'Ready' });
    expect(projectDirectorySearch(query)).toBe('?location_id=5&stage=Ready&developer_id=2&page=3');
  });

  it('drops what a hand-edited URL gets wrong instead of failing', () => {
    expect(
      parseProjectDirectoryQuery('?page=0&location_id=abc&stage=Sold&developer_id=-1'),
    ).toEqual({ page: 1, locationId: null, developerId: null, stage: null });
    expect(projectDirectorySearch(parseProjectDirectoryQuery(''))).toBe('');
  });

  it('asks the API for 10 a page with filter[...] names', () => {
    expect(
      projectDirectoryApiParams({ page: 2, locationId: 5, developerId: null, stage: 'Off-plan' }),
    ).toEqual({
      page: '2',
      per_page: '10',
      'filter[location_id]': '5',
      'filter[stage]': 'Off-plan',
    });
  });

  it('opens the first page for a page or id the API would refuse', () => {
    const state = parseProjectDirectoryQuery(`?page=${PAGE_MAX + 1}&location_id=2147483648`);
    expect(state).toEqual({ page: 1, locationId: null, developerId: null, stage: null });
  });
});

describe('the /developers directory URL', () => {
  it('trims the name searched for and defaults to the first page', () => {
    expect(parseDeveloperDirectoryQuery('?title=%20Laguna%20')).toEqual({
      page: 1,
      title: 'Laguna',
    });
  });

  it('cuts a search to the length the API accepts', () => {
    const state = parseDeveloperDirectoryQuery(`?title=${'a'.repeat(TITLE_SEARCH_MAX + 5)}`);
    expect(state.title).toHaveLength(TITLE_SEARCH_MAX);
    expect(developerDirectoryApiParams(state)['filter[title]']).toHaveLength(TITLE_SEARCH_MAX);
  });
});

describe('the projects above a new-projects search on /properties', () => {
  const search = (patch: Partial<FilterValues>): FilterValues => ({
    ...emptyFilterValues(),
    property_stage: ['Off-plan'],
    ...patch,
  });

  it("asks for the off-plan projects of the search's area, developer and text", () => {
    expect(
      searchProjectsQuery(search({ location_id: [3], developer_id: 2, search: 'Sea' })),
    ).toEqual({
      params: {
        page: '1',
        per_page: '4',
        'filter[location_id]': '3',
        'filter[stage]': 'Off-plan',
        'filter[developer_id]': '2',
        'filter[title]': 'Sea',
        sort: 'newest',
      },
      href: '/projects?location_id=3&stage=Off-plan&developer_id=2',
    });
    // Several areas: projects of all of them (the directory filters by one).
    expect(searchProjectsQuery(search({ location_id: [3, 4] }))?.params).not.toHaveProperty(
      'filter[location_id]',
    );
  });

  it("passes the search's price range, in the currency it was written in", () => {
    expect(searchProjectsQuery(search({ price_range: [1_000_000, 5_000_000] }))?.params).toEqual(
      expect.objectContaining({ 'filter[price_range]': '1000000,5000000' }),
    );
    expect(
      searchProjectsQuery(search({ price_range: [0, 100_000], price_currency: 'USD' }))?.params,
    ).toEqual(
      expect.objectContaining({
        'filter[price_range]': '0,100000',
        'filter[price_currency]': 'USD',
      }),
    );
  });

  it('shows none for a search that is not for new projects', () => {
    expect(searchProjectsQuery(emptyFilterValues())).toBeNull();
    expect(searchProjectsQuery(search({ property_stage: ['Ready'] }))).toBeNull();
    expect(searchProjectsQuery(search({ offer_type: 'Rent' }))).toBeNull();
  });
});
