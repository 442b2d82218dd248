import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import type { Role } from '@phuket/shared/domain';
import { MemoryRouter, useLocation } from '@phuket/shared/router';
import type { AreaModule, RemoteName, RouteEntry } from '@phuket/shared/routes';
import { areaModule, authRoute, guestRoute, publicRoute } from '@phuket/shared/routes';
import { RootStore, RootStoreProvider, SessionStore } from '@phuket/shared/stores';
import { AreaRoutes, AreaRoutesProvider } from './area-routes';
import { fetchAreaRoutes, loadArea } from './remote-loader';
import { AppRoutes } from './routes';

// The federation runtime is the one part Jest cannot run: the areas are fakes here, declared
// the way a remote declares its routes. The shell knows none of these routes beforehand.
jest.mock('./remote-loader', () => ({
  fetchAreaRoutes: jest.fn(),
  loadArea: jest.fn(),
  registerAreas: jest.fn(),
}));
const fetchRoutes = jest.mocked(fetchAreaRoutes);
const loadPages = jest.mocked(loadArea);

const page = (title: string) =>
  function FakePage() {
    return (
      <main>
        <h1>{title}</h1>
      </main>
    );
  };

const fakeAreas: Record<string, AreaModule> = {
  'mfe-catalog': areaModule([publicRoute('mfe-catalog', '/', 'home')], { home: page('Home') }),
  'mfe-account': areaModule([guestRoute('mfe-account', '/login', 'login')], {
    login: page('Log in'),
  }),
  // A page no shell build has heard of: the area declares it and the shell serves it.
  'mfe-listings': areaModule(
    [
      publicRoute('mfe-listings', '/listing/market-report', 'report'),
      authRoute('mfe-listings', '/listing/:id/stats', 'stats', ['broker']),
      authRoute('mfe-listings', '/listing', 'mine', ['broker', 'developer'], {
        purpose: 'It lists the listings of your own account.',
      }),
    ],
    { report: page('Market report'), stats: page('Listing stats'), mine: page('My listings') },
  ),
  'mfe-database': areaModule(
    [authRoute('mfe-database', '/database/projects', 'projects', ['admin', 'developer'])],
    { projects: page('Projects database') },
  ),
  'mfe-presentations': areaModule(
    [
      publicRoute('mfe-presentations', '/presentation/:slug', 'view', {
        header: false,
        footer: false,
      }),
    ],
    { view: page('Presentation') },
  ),
};

/** What `./routes` holds: the same entries without components. */
const routesOf = (remote: RemoteName): RouteEntry[] =>
  (fakeAreas[remote]?.routes ?? []).map(({ component: _component, ...entry }) => entry);

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

async function open(path: string, role: Role | null = null) {
  const tokens = { get: () => (role ? 'token' : null), set: jest.fn(), clear: jest.fn() };
  const session = new SessionStore(
    {
      login: jest.fn(),
      register: jest.fn(),
      getUser: jest.fn(),
      logout: jest.fn(),
    },
    tokens,
  );
  runInAction(() => {
    session.role = role;
  });
  const store = new RootStore(session);
  render(
    <RootStoreProvider store={store}>
      <AreaRoutesProvider value={areaRoutes}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </AreaRoutesProvider>
    </RootStoreProvider>,
  );
  // Let the fetched routes and page code settle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeAll(() => {
  // jsdom has no scrolling; the layout's scroll restoration calls it on every navigation.
  window.scrollTo = jest.fn();
});

/** Each case is a fresh page load: its own table of area routes, as bootstrap makes one. */
let areaRoutes: AreaRoutes;

beforeEach(() => {
  areaRoutes = new AreaRoutes(fetchAreaRoutes);
  fetchRoutes.mockReset();
  loadPages.mockReset();
  fetchRoutes.mockImplementation((remote) => Promise.resolve(routesOf(remote)));
  loadPages.mockImplementation((remote) => {
    const area = fakeAreas[remote];
    return area ? Promise.resolve(area) : Promise.reject(new Error('no such area'));
  });
});

describe('the shell reads the routes each area declares', () => {
  it('renders a page an area added without a shell release', async () => {
    await open('/listing/market-report');
    expect(await screen.findByRole('heading', { name: 'Market report' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(fetchRoutes.mock.calls).toEqual([['mfe-listings']]);
  });

  it('shows Page not found for a path inside an area that the area does not declare', async () => {
    await open('/listing/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(loadPages).not.toHaveBeenCalled();
  });

  it('shows Page not found for a path under no area, fetching nothing', async () => {
    await open('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(fetchRoutes).not.toHaveBeenCalled();
    expect(loadPages).not.toHaveBeenCalled();
  });

  it('sends a signed-in user away from a guest-only route', async () => {
    await open('/login', 'broker');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
    expect(loadPages.mock.calls).toEqual([['mfe-catalog']]);
  });

  it('refuses a role the route does not list before any page code of the area loads', async () => {
    await open('/database/projects', 'broker');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(loadPages.mock.calls).toEqual([['mfe-catalog']]);
  });

  it('tells a signed-in user of another role what a page with a purpose is for, and stays', async () => {
    await open('/listing', 'admin');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This page is for brokers and developers',
      }),
    ).toBeVisible();
    expect(screen.getByText('It lists the listings of your own account.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Projects database' })).toHaveAttribute(
      'href',
      '/database/projects',
    );
    expect(document.title).toBe('This page is for brokers and developers | WOW Phuket');
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/listing$/);
    expect(loadPages).not.toHaveBeenCalled();
  });

  it('sends a guest from an auth route to /login', async () => {
    await open('/listing/7/stats');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(loadPages.mock.calls).toEqual([['mfe-account']]);
  });

  it('lets a role the route lists in, with the route parameters', async () => {
    await open('/listing/7/stats', 'broker');
    expect(await screen.findByRole('heading', { name: 'Listing stats' })).toBeVisible();
  });

  it('hides header and footer where the route says so', async () => {
    await open('/presentation/abc');
    expect(await screen.findByRole('heading', { name: 'Presentation' })).toBeVisible();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('offers Retry when an area cannot be reached, with header and footer in place', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchRoutes.mockRejectedValueOnce(new Error('offline'));
    await open('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
  });
});

describe('AreaRoutes.preloadFor (start-up)', () => {
  it('fetches the page code of a page the guard lets everyone in', async () => {
    await areaRoutes.preloadFor('/presentation/abc', false);
    expect(fetchRoutes.mock.calls).toEqual([['mfe-presentations']]);
    expect(loadPages.mock.calls).toEqual([['mfe-presentations']]);
  });

  it('fetches only the routes of an area the visitor may not enter yet', async () => {
    await areaRoutes.preloadFor('/database/projects', false);
    await areaRoutes.preloadFor('/login', true);
    expect(fetchRoutes.mock.calls).toEqual([['mfe-database'], ['mfe-account']]);
    expect(loadPages).not.toHaveBeenCalled();
  });

  it('fetches nothing for a path no area owns', async () => {
    await areaRoutes.preloadFor('/no/such/page', false);
    expect(fetchRoutes).not.toHaveBeenCalled();
    expect(loadPages).not.toHaveBeenCalled();
  });
});
