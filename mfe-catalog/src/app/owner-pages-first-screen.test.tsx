import { render, screen, waitFor } from '@testing-library/react';
import { enableStaticRendering } from 'mobx-react-lite';
import { apiRequestKey, setApiAdapter } from '@phuket/shared/api';
import { isFirstScreenReady, primeFirstScreen } from '@phuket/shared/first-screen';
import { MemoryRouter, Route, Routes } from '@phuket/shared/router';
import { RootStoreProvider, serverRootStore } from '@phuket/shared/stores';
import DeveloperPage from '../features/developer/DeveloperPage';
import ProjectPage from '../features/project/ProjectPage';
import { firstScreenRequests } from './first-screen';
import { developer, listingPage, project } from './first-screen-owner-fixtures';

/**
 * The browser side of the developer and project pages' first screens: with the answers the
 * server sends (keyed as firstScreenRequests says), the page renders at once and asks the API
 * for none of them; it says "ready" only once its listings are shown too.
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
  primeFirstScreen({});
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

function renderAt(path: string) {
  return render(
    <RootStoreProvider store={serverRootStore('THB')}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/developers/:id" element={<DeveloperPage />} />
          <Route path="/projects/:id" element={<ProjectPage />} />
        </Routes>
      </MemoryRouter>
    </RootStoreProvider>,
  );
}

const cases = [
  ['developer', '/developers/7', developer, 'Properties by Andaman Homes'],
  ['project', '/projects/9?offer_type=Sale', project, 'Properties in Sea Breeze Residence'],
] as const;

describe.each(cases)('the %s page with a first screen', (_kind, path, owner, section) => {
  const [pathname = '', search = ''] = path.split(/(?=\?)/);
  const keys = firstScreenRequests({ pathname, search }, 'THB') ?? [];

  it('renders from the primed answers without asking for them again', async () => {
    primeFirstScreen({ [keys[0]!]: owner, [keys[1]!]: listingPage(['Pool villa', 'Sky condo']) });
    renderAt(path);
    // On the first render, before any answer could arrive.
    expect(screen.getByRole('heading', { level: 1, name: owner.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(isFirstScreenReady()).toBe(true);
    // Only the filter choices, which no first screen carries.
    await waitFor(() => expect(requests).toEqual(['/Sale/options']));
  });

  it('waits for its listings before it says ready, and asks for them by the same key', async () => {
    primeFirstScreen({ [keys[0]!]: owner });
    let answer: () => void = () => undefined;
    held = new Promise<void>((resolve) => (answer = resolve));
    answers[keys[1]!] = listingPage(['Pool villa']);
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: owner.title })).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain(keys[1]));
    expect(isFirstScreenReady()).toBe(false);
    answer();
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(isFirstScreenReady()).toBe(true);
    expect(requests).not.toContain(keys[0]);
  });
});

it('an unknown developer is not found, and the first screen hands over', async () => {
  renderAt('/developers/404');
  expect(await screen.findByRole('heading', { name: 'Developer not found' })).toBeInTheDocument();
  expect(isFirstScreenReady()).toBe(true);
  expect(requests).toEqual(['/developers/404']);
});
