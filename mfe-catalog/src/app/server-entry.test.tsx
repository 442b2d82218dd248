/**
 * @jest-environment node
 */
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { RuntimeConfigProvider, resolveRuntimeConfig } from '@phuket/shared/config';
import type { Currency } from '@phuket/shared/domain';
import { MemoryRouter, Route, Routes } from '@phuket/shared/router';
import { ServerData, ServerDataProvider } from '@phuket/shared/ssr';
import { RootStoreProvider, serverRootStore } from '@phuket/shared/stores';
import { routes } from './routes';
import { pages, serverRouteFor } from './server-entry';
import { developer, listingPage, project } from './server-render-fixtures';

// As the shell's server entry does: observers rendered on a server track nothing. Without it each
// observer leaves a reaction that a FinalizationRegistry disposes at some later GC, after Jest
// has torn this file's globals down, and MobX's global state overflows the stack in another file.
enableStaticRendering(true);

type Url = { pathname: string; search: string };

/** The keys the routes' `serverData` declares for this URL. */
function serverDataKeysFor(url: Url, currency: Currency): string[] | null {
  return serverRouteFor(url, currency)?.keys ?? null;
}

/** The page as the server renders it inside the shell's tree, from these answers alone. */
function renderServerPage(
  url: Url,
  currency: Currency,
  data: Record<string, unknown>,
  site: { mediaPrefix?: string } = {},
): string {
  const route = serverRouteFor(url, currency);
  const path = routes.find((r) => r.page === route?.page)?.path;
  const Page = route && pages[route.page];
  if (!Page || !path) throw new Error(`no server page for ${url.pathname}`);
  return renderToString(
    <RuntimeConfigProvider config={resolveRuntimeConfig(site)}>
      <RootStoreProvider store={serverRootStore(currency)}>
        <ServerDataProvider data={new ServerData(data)}>
          <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
            <Routes>
              <Route path={path} element={<Page />} />
            </Routes>
          </MemoryRouter>
        </ServerDataProvider>
      </RootStoreProvider>
    </RuntimeConfigProvider>,
  );
}

describe('the server-rendered property page', () => {
  it("asks for the public answer, but leaves an owner's ?preview to the browser", () => {
    expect(serverDataKeysFor({ pathname: '/properties/5', search: '' }, 'USD')).toEqual([
      '/5/property?currency=USD',
    ]);
    // The preview is read with the owner's token, which the server never has.
    for (const search of ['?preview', '?preview=1', '?currency=USD&preview']) {
      expect(serverDataKeysFor({ pathname: '/properties/5', search }, 'THB')).toBeNull();
    }
  });
});

/** The server side of the developer, project and agent pages (the API calls these). */
describe('server-rendered developer, project and agent pages', () => {
  it('ask for the page and the first 12 of its listings, with the URL filters, in the currency', () => {
    expect(serverDataKeysFor({ pathname: '/developers/7', search: '' }, 'THB')).toEqual([
      '/developers/7',
      '/developers/7/listings?page=1&per_page=12&currency=THB',
    ]);
    expect(
      serverDataKeysFor({ pathname: '/projects/9', search: '?offer_type=Rent&page=2' }, 'USD'),
    ).toEqual([
      '/projects/9?currency=USD',
      '/projects/9/listings?filter%5Boffer_type%5D=Rent&page=2&per_page=12&currency=USD',
    ]);
  });

  it('ask for nothing for ids that cannot exist', () => {
    for (const pathname of ['/developers/abc', '/developers/0', '/projects/1e3', '/projects/0']) {
      expect(serverDataKeysFor({ pathname, search: '' }, 'THB')).toBeNull();
    }
  });

  it.each([
    ['developer', '/developers/7', developer, 'Properties by Andaman Homes'],
    ['project', '/projects/9', project, 'Properties in Sea Breeze Residence'],
  ] as const)('render a %s page from the answers alone', (_kind, pathname, owner, section) => {
    const url = { pathname, search: '' };
    const [ownerKey, listingsKey] = serverDataKeysFor(url, 'THB') ?? [];
    const html = renderServerPage(url, 'THB', {
      [ownerKey!]: owner,
      [listingsKey!]: listingPage(['Pool villa in Rawai', 'Sea-view condo']),
    });
    expect(html).toContain(`<h1 data-user-content="true">${owner.title}</h1>`);
    // The project's launch beside its completion.
    if (_kind === 'project') expect(html).toContain('Launched March 2025');
    expect(html).toContain(`alt="${owner.title}"`);
    expect(html).toContain(section);
    expect(html).toContain('2 properties');
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(html).toContain('Pool villa in Rawai');
    expect(html).toContain('href="/properties/100"');
    expect(html).toMatch(/฿(<!-- -->)?5,000,000</);
    // The filters bar, collapsed as the app first shows it.
    expect(html).toContain('More filters');
    // Nothing left loading: no skeleton of the page or of its cards.
    expect(html).not.toContain('aria-busy="true"');
  });

  it("render an agent's page, the avatar under the site's media prefix", () => {
    const url = { pathname: '/agents/5', search: '' };
    expect(serverDataKeysFor(url, 'THB')).toEqual([
      '/agents/5',
      '/agents/5/listings?page=1&per_page=12&currency=THB',
    ]);
    const [agentKey, listingsKey] = serverDataKeysFor(url, 'THB') ?? [];
    const html = renderServerPage(
      url,
      'THB',
      {
        [agentKey!]: {
          id: 5,
          name: 'Boris Broker',
          avatar_path: 'avatars/5.webp',
          company_logo_path: null,
          phone: '+66812345678',
          email: 'boris@example.com',
          listings_count: 1,
          bio: 'Twelve years selling villas on the west coast.',
          languages: [
            { code: 'en', name: 'English' },
            { code: 'ru', name: 'Russian' },
          ],
        },
        [listingsKey!]: listingPage(['Pool villa in Rawai']),
      },
      { mediaPrefix: 'https://cdn.example.com/media' },
    );
    expect(html).toContain('Boris Broker</h1>');
    expect(html).toContain('src="https://cdn.example.com/media/avatars/5.webp"');
    expect(html).toContain('href="mailto:boris@example.com"');
    expect(html).toContain('href="tel:+66812345678"');
    expect(html).toContain('Properties listed by Boris Broker');
    expect(html).toContain('English, Russian');
    expect(html).toContain('Twelve years selling villas on the west coast.');
    expect(html.match(/<article/g)).toHaveLength(1);
    expect(html).not.toContain('aria-busy="true"');
  });

  it("render an agent's page without a contact line when the agent keeps both private", () => {
    const url = { pathname: '/agents/6', search: '' };
    const [agentKey, listingsKey] = serverDataKeysFor(url, 'THB') ?? [];
    const html = renderServerPage(url, 'THB', {
      [agentKey!]: {
        id: 6,
        name: 'Private Agent',
        avatar_path: null,
        company_logo_path: null,
        phone: null,
        email: null,
        listings_count: 1,
        bio: null,
        languages: [],
      },
      [listingsKey!]: listingPage(['Pool villa in Rawai']),
    });
    expect(html).toContain('Private Agent</h1>');
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('wa.me');
    expect(html).not.toContain('contact-buttons');
    expect(html).not.toContain('agent-profile__languages');
  });

  it('render the loading state, not data, when an answer is missing', () => {
    const url = { pathname: '/developers/7', search: '' };
    const [ownerKey] = serverDataKeysFor(url, 'THB') ?? [];
    // A listings answer for another currency is not this page's.
    const html = renderServerPage(url, 'USD', {
      [ownerKey!]: developer,
      '/developers/7/listings?page=1&per_page=12&currency=THB': listingPage(['Pool villa']),
    });
    expect(html).toContain('<h1 data-user-content="true">Andaman Homes</h1>');
    expect(html).not.toContain('Pool villa');
  });
});

/** The /projects and /developers directories and the home page's project cards. */
describe('server-rendered directories', () => {
  const summary = {
    id: project.id,
    title: project.title,
    language: 'en' as const,
    title_translations: {},
    main_photo: project.main_photo,
    completion: project.completion,
    launch: project.launch,
    developer: project.developer,
    location: project.location,
    stage: 'Off-plan' as const,
    price_from: 4_900_000,
    currency: 'THB' as const,
  };
  const page = <T,>(data: T[]) => ({
    data,
    meta: {
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: data.length,
      from: 1,
      to: data.length,
    },
  });

  it('ask /projects for the URL filters and the developers select', () => {
    expect(
      serverDataKeysFor(
        { pathname: '/projects', search: '?location_id=3&stage=Off-plan&page=2&junk=1' },
        'THB',
      ),
    ).toEqual([
      '/projects?page=2&per_page=10&filter%5Blocation_id%5D=3&filter%5Bstage%5D=Off-plan&currency=THB',
      '/developers?per_page=100',
    ]);
    expect(serverDataKeysFor({ pathname: '/developers', search: '?title=Lag' }, 'THB')).toEqual([
      '/developers?page=1&per_page=10&filter%5Btitle%5D=Lag',
    ]);
    // Home's 'New Projects in Phuket': the newest, not the first by title, priced in the
    // visitor's currency.
    expect(serverDataKeysFor({ pathname: '/', search: '' }, 'USD')).toEqual([
      '/projects?page=1&per_page=6&sort=newest&currency=USD',
    ]);
  });

  it('render /projects cards and the selects from the answers alone', () => {
    const url = { pathname: '/projects', search: '?developer_id=7' };
    const [projectsKey, developersKey] = serverDataKeysFor(url, 'THB') ?? [];
    const html = renderServerPage(url, 'THB', {
      [projectsKey!]: page([summary]),
      [developersKey!]: page([
        {
          ...developer,
          title_translations: {},
          projects_count: 1,
          photos: undefined,
          projects: undefined,
        },
      ]),
    });
    expect(html).toContain('<h1>New projects in Phuket</h1>');
    expect(html.match(/<article/g)).toHaveLength(1);
    expect(html).toContain('href="/projects/9"');
    expect(html).toContain('by Andaman Homes');
    expect(html).toContain('Launched March 2025');
    expect(html).toContain('Completion Q4 2026');
    expect(html).toContain('>Off-plan</span>');
    expect(html).toContain('฿4,900,000');
    expect(html).toMatch(/<option value="7" selected="">Andaman Homes<\/option>/);
    expect(html).not.toContain('aria-busy="true"');
  });

  it('render /developers cards from the answers alone', () => {
    const url = { pathname: '/developers', search: '' };
    const [key] = serverDataKeysFor(url, 'THB') ?? [];
    const html = renderServerPage(url, 'THB', {
      [key!]: page([
        {
          id: 7,
          title: 'Andaman Homes',
          language: 'en',
          title_translations: { ru: 'Андаман Хоумс' },
          logo: null,
          main_photo: null,
          description: null,
          projects_count: 2,
        },
      ]),
    });
    expect(html).toContain('href="/developers/7"');
    expect(html).toContain('2 projects');
    // The English page shows the original name, with no lang of its own.
    expect(html).toContain(
      'data-user-content="true" href="/developers/7" data-discover="true">Andaman Homes<',
    );
    expect(html).not.toContain('Андаман');
  });
});
