import { render, screen, waitFor, within } from '@testing-library/react';
import { enableStaticRendering } from 'mobx-react-lite';
import { apiRequestKey, setApiAdapter } from '@phuket/shared/api';
import { ServerData, ServerDataProvider } from '@phuket/shared/ssr';
import { MemoryRouter, Route, Routes } from '@phuket/shared/router';
import { RootStoreProvider, serverRootStore } from '@phuket/shared/stores';
import DeveloperPage from '../features/developer/DeveloperPage';
import ProjectPage from '../features/project/ProjectPage';
import { serverRouteFor } from './server-entry';
import { developer, listingPage, project } from './server-render-fixtures';

/**
 * The browser side of the server-rendered developer and project pages: with the answers the
 * server sends (keyed as the routes' serverData says), the page renders at once and asks the
 * API for none of them; without them, it asks under the same keys.
 */

const EMPTY_OPTIONS = { locations: [], amenities: [], developers: [], projects: [] };
/** Every request the page makes, by key (see apiRequestKey). */
let requests: string[];
/** The API: answers by key (the filter choices always answer; anything else is a 404). */
let answers: Record<string, unknown>;
/** Answers held back until the test lets them go. */
let held: Promise<void> | null;

beforeAll(() => {
  // Importing the server entry (for its keys) switched observers to static rendering.
  enableStaticRendering(false);
});

beforeEach(() => {
  requests = [];
  answers = {};
  held = null;
  setApiAdapter(async (config) => {
    const key = apiRequestKey(config.url ?? '', config.params as Record<string, string>);
    requests.push(key);
    if (held && config.url?.endsWith('/listings')) await held;
    const found = key in answers || key.endsWith('/options');
    const response = {
      data: key in answers ? answers[key] : found ? EMPTY_OPTIONS : { message: 'Not found' },
      status: found ? 200 : 404,
      statusText: '',
      headers: {},
      config,
    };
    if (found) return response;
    throw Object.assign(new Error('Request failed with status code 404'), {
      isAxiosError: true,
      response,
    });
  });
});

afterAll(() => {
  setApiAdapter(undefined);
});

function renderAt(path: string, data: Record<string, unknown> = {}) {
  return render(
    <RootStoreProvider store={serverRootStore('THB')}>
      <ServerDataProvider data={new ServerData(data)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/developers/:id" element={<DeveloperPage />} />
            <Route path="/projects/:id" element={<ProjectPage />} />
          </Routes>
        </MemoryRouter>
      </ServerDataProvider>
    </RootStoreProvider>,
  );
}

const cases = [
  ['developer', '/developers/7', developer, 'Properties by Andaman Homes'],
  ['project', '/projects/9?offer_type=Sale', project, 'Properties in Sea Breeze Residence'],
] as const;

describe.each(cases)('the server-rendered %s page', (_kind, path, owner, section) => {
  const [pathname = '', search = ''] = path.split(/(?=\?)/);
  const keys = serverRouteFor({ pathname, search }, 'THB')?.keys ?? [];

  it("renders from the server's answers without asking for them again", async () => {
    renderAt(path, { [keys[0]!]: owner, [keys[1]!]: listingPage(['Pool villa', 'Sky condo']) });
    // On the first render, before any answer could arrive.
    expect(screen.getByRole('heading', { level: 1, name: owner.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // Only the filter choices, which the server does not send.
    await waitFor(() => expect(requests).toEqual(['/Sale/options']));
  });

  it('asks for missing listings by the same key the server uses', async () => {
    let answer: () => void = () => undefined;
    held = new Promise<void>((resolve) => (answer = resolve));
    answers[keys[1]!] = listingPage(['Pool villa']);
    renderAt(path, { [keys[0]!]: owner });
    expect(screen.getByRole('heading', { level: 1, name: owner.title })).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain(keys[1]));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(requests).not.toContain(keys[0]);
  });
});

it('an unknown developer is not found', async () => {
  renderAt('/developers/404');
  expect(await screen.findByRole('heading', { name: 'Developer not found' })).toBeInTheDocument();
  expect(requests).toEqual(['/developers/404']);
});

describe('the project page shows what the developer entered', () => {
  const entered = {
    ...project,
    amenities: [
      { id: 1, name: 'Rooftop pool' },
      { id: 2, name: 'Gym' },
    ],
    brochure: '/media/projects/brochure.pdf',
    units: [
      { type: 'One bedroom', bedrooms: 1, floor: 1, area: 45, price: 4_900_000, status: 'sold' },
      {
        type: 'Two bedrooms',
        bedrooms: 2,
        floor: 2,
        area: 78,
        price: 3_200_000,
        status: 'available',
      },
      { type: 'Studio', bedrooms: 0, floor: 3, area: 28, price: null, status: 'reserved' },
    ],
  } as const;

  function renderEntered() {
    const keys = serverRouteFor({ pathname: '/projects/9', search: '' }, 'THB')?.keys ?? [];
    renderAt('/projects/9', { [keys[0]!]: entered, [keys[1]!]: listingPage([]) });
  }

  const column = (name: string) =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const headers = screen.getAllByRole('columnheader').map((th) => th.textContent ?? '');
        const index = headers.findIndex((text) => text.startsWith(name));
        return row.querySelectorAll('td')[index]?.textContent;
      });

  it('lists the amenities and offers the brochure as a PDF download', () => {
    renderEntered();
    const amenities = screen.getByRole('region', { name: 'Amenities' });
    expect(amenities).toHaveTextContent('Rooftop pool');
    expect(amenities).toHaveTextContent('Gym');
    const link = screen.getByRole('link', { name: 'Download the brochure (PDF)' });
    expect(link).toHaveAttribute('href', '/media/projects/brochure.pdf');
    expect(link).toHaveAttribute('download');
  });

  it('shows the units in a table sortable by each column, status in words', () => {
    renderEntered();
    const table = screen.getByRole('table', { name: 'Units: 1 of 3 available' });
    expect(table).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.getAttribute('scope'))).toEqual(
      Array(5).fill('col'),
    );
    expect(column('Status')).toEqual(['Sold', 'Available', 'Reserved']);
    expect(column('Price')).toEqual(['฿4,900,000', '฿3,200,000', 'On request']);
    expect(column('Size')).toEqual(['45 sq.m', '78 sq.m', '28 sq.m']);
    const price = within(table).getByRole('button', { name: 'Price' });
    price.click();
    return waitFor(() => {
      expect(price.closest('th')).toHaveAttribute('aria-sort', 'ascending');
      expect(column('Price')).toEqual(['฿3,200,000', '฿4,900,000', 'On request']);
      expect(
        within(table).getByRole('button', { name: 'Floor' }).closest('th'),
      ).not.toHaveAttribute('aria-sort');
    });
  });
});
