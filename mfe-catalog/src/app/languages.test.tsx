import { act, render, screen, within } from '@testing-library/react';
import { setApiAdapter } from '@phuket/shared/api';
import type { Currency } from '@phuket/shared/domain';
import { LocaleProvider, sharedMessages, type Locale } from '@phuket/shared/i18n';
import { MemoryRouter, Route, Routes } from '@phuket/shared/router';
import { ServerData, ServerDataProvider } from '@phuket/shared/ssr';
import { RootStoreProvider, serverRootStore } from '@phuket/shared/stores';
import { EMPTY_OPTIONS } from '../common/listing-search/use-filter-options';
import { catalogMessages } from '../common/messages';
import { projectMessages } from '../features/project/messages';
import { ownershipMessages } from '../common/ownership/messages';
import { serverRouteFor } from './server-entry';
import { developer, listingPage, project } from './server-render-fixtures';
import ProjectsPage from '../features/projects/ProjectsPage';
import ProjectPage from '../features/project/ProjectPage';

/**
 * The project page and the projects directory in another language, from the answers the
 * server renders them with: the words come from the catalog, supplier text stays as written,
 * and links keep the language's prefix.
 */

const CURRENCY: Currency = 'THB';

beforeAll(async () => {
  await Promise.all([
    catalogMessages.load('ru'),
    catalogMessages.load('th'),
    catalogMessages.load('zh'),
    projectMessages.load('ru'),
    projectMessages.load('th'),
    projectMessages.load('zh'),
    ownershipMessages.load('ru'),
    ownershipMessages.load('th'),
    ownershipMessages.load('zh'),
    sharedMessages.load('ru'),
    sharedMessages.load('th'),
    sharedMessages.load('zh'),
  ]);
  // Every page answer is in the server data; only the filters bar asks for its choices.
  setApiAdapter(async (config) => {
    if (!/^\/(Sale|Rent)\/options$/.test(config.url ?? '')) {
      throw new Error(`unexpected request ${config.url ?? ''}`);
    }
    return { data: EMPTY_OPTIONS, status: 200, statusText: '', headers: {}, config };
  });
});

afterAll(() => setApiAdapter(undefined));

/** Rendered, and the filters bar's request for its choices answered. */
async function renderPage(
  locale: Locale,
  path: string,
  data: Record<string, unknown>,
  page: 'project' | 'projects',
) {
  const [pathname, search = ''] = path.split('?');
  await act(async () => {
    render(
      <LocaleProvider locale={locale}>
        <RootStoreProvider store={serverRootStore(CURRENCY)}>
          <ServerDataProvider data={new ServerData(data)}>
            <MemoryRouter
              basename={`/${locale}`}
              initialEntries={[`/${locale}${pathname}${search ? `?${search}` : ''}`]}
            >
              <Routes>
                <Route path="/projects" element={<ProjectsPage />} />
                <Route path="/projects/:id" element={page === 'project' ? <ProjectPage /> : null} />
              </Routes>
            </MemoryRouter>
          </ServerDataProvider>
        </RootStoreProvider>
      </LocaleProvider>,
    );
  });
}

function serverKeys(pathname: string, search = ''): string[] {
  return serverRouteFor({ pathname, search }, CURRENCY)?.keys ?? [];
}

describe('the project page in Russian', () => {
  it('reads in Russian, counts in Russian plurals and keeps /ru in its links', async () => {
    const [projectKey, listingsKey] = serverKeys('/projects/9');
    await renderPage(
      'ru',
      '/projects/9',
      {
        [projectKey!]: project,
        [listingsKey!]: listingPage(['Villa Lotus', 'Villa Orchid']),
      },
      'project',
    );
    // The project's own name is the supplier's, as written.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sea Breeze Residence' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'О проекте' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Объекты в проекте Sea Breeze Residence' }),
    ).toBeInTheDocument();
    // Two: the Russian "few" form, not the English plural.
    expect(screen.getByText(/2 объекта в продаже/)).toBeInTheDocument();
    expect(screen.getByText('2 объекта')).toBeInTheDocument();
    expect(screen.getByText(/Сдача: Q4 2026/)).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/ru');
    expect(within(crumbs).getByRole('link', { name: 'Andaman Homes' })).toHaveAttribute(
      'href',
      `/ru/developers/${developer.id}`,
    );
    expect(screen.queryByText('About the project')).not.toBeInTheDocument();
  });
});

describe('the projects directory in Thai', () => {
  it('reads in Thai and links each card under /th', async () => {
    const [projectsKey, developersKey] = serverKeys('/projects');
    const summary = {
      id: project.id,
      title: project.title,
      language: 'en' as const,
      title_translations: { th: 'ซีบรีซ เรสซิเดนซ์' },
      main_photo: project.main_photo,
      completion: project.completion,
      launch: project.launch,
      developer: { ...project.developer!, title_translations: { th: 'อันดามัน โฮมส์' } },
      location: project.location,
      stage: 'Off-plan' as const,
      price_from: 4_900_000,
      currency: 'THB' as const,
    };
    const page = <T,>(data: T[]) => ({
      data,
      meta: { current_page: 1, last_page: 1, per_page: 10, total: data.length, from: 1, to: 1 },
    });
    await renderPage(
      'th',
      '/projects',
      {
        [projectsKey!]: page([summary]),
        [developersKey!]: page([{ ...developer, title_translations: {}, projects_count: 1 }]),
        '/locations': [{ id: 3, name: 'Rawai' }],
      },
      'projects',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'โครงการใหม่ในภูเก็ต' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 โครงการ')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /ผู้พัฒนาโครงการ/ })).toBeInTheDocument();
    // The card shows the title the developer gave in Thai, in the page's language.
    const card = screen.getByRole('link', { name: 'ซีบรีซ เรสซิเดนซ์' });
    expect(card).toHaveAttribute('href', '/th/projects/9');
    expect(card).not.toHaveAttribute('lang');
    // And the developer by its Thai name.
    const by = document.querySelector('.project-card__developer');
    expect(by?.textContent).toContain('อันดามัน โฮมส์');
    expect(by?.textContent).not.toContain('Andaman Homes');
  });

  it("shows a card's original title, marked as English, when it has no Thai one", async () => {
    const [projectsKey, developersKey] = serverKeys('/projects');
    const summary = {
      ...project,
      title_translations: { zh: '海风公寓' },
      developer: null,
      location: null,
      stage: null,
      price_from: null,
    };
    await renderPage(
      'th',
      '/projects',
      {
        [projectsKey!]: {
          data: [summary],
          meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
        },
        [developersKey!]: {
          data: [],
          meta: { current_page: 1, last_page: 1, per_page: 100, total: 0 },
        },
        '/locations': [],
      },
      'projects',
    );
    const card = screen.getByRole('link', { name: 'Sea Breeze Residence' });
    expect(card).toHaveAttribute('lang', 'en');
    expect(card).toHaveAttribute('data-user-content');
  });
});

describe("a project's title and description in the visitor's language", () => {
  const translated = {
    ...project,
    translations: {
      zh: { title: '海风公寓', description: '四十二套带屋顶泳池的公寓。' },
      th: { title: 'ซีบรีซ เรสซิเดนซ์', description: null },
    },
  };

  async function renderProject(locale: Locale) {
    const [projectKey, listingsKey] = serverKeys('/projects/9');
    await renderPage(
      locale,
      '/projects/9',
      { [projectKey!]: translated, [listingsKey!]: listingPage([]) },
      'project',
    );
  }

  it('reads the Chinese title and description on the Chinese page, without a note', async () => {
    await renderProject('zh');
    const title = screen.getByRole('heading', { level: 1, name: '海风公寓' });
    expect(title).not.toHaveAttribute('lang');
    expect(title).toHaveAttribute('data-user-content');
    expect(screen.getByText('四十二套带屋顶泳池的公寓。')).not.toHaveAttribute('lang');
    expect(screen.queryByText(/显示为/)).toBeNull();
    expect(document.title).toBe('海风公寓 | WOW Phuket');
  });

  it('shows the original on the Russian page, in English, said once', async () => {
    await renderProject('ru');
    const title = screen.getByRole('heading', { level: 1, name: 'Sea Breeze Residence' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Forty-two condominiums with a rooftop pool.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getAllByText('Показано на английском')).toHaveLength(1);
  });

  it('shows a Thai title with the English description, and says so beside the description', async () => {
    await renderProject('th');
    expect(
      screen.getByRole('heading', { level: 1, name: 'ซีบรีซ เรสซิเดนซ์' }),
    ).not.toHaveAttribute('lang');
    const about = screen.getByRole('region', { name: 'เกี่ยวกับโครงการ' });
    expect(within(about).getByText('Forty-two condominiums with a rooftop pool.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(about).getByText('แสดงเป็นภาษาอังกฤษ')).toBeInTheDocument();
  });
});

describe("a project's facts in Russian", () => {
  it('names the stage and the tenure, with the foreign-quota units left, in Russian', async () => {
    const [projectKey, listingsKey] = serverKeys('/projects/9');
    await renderPage(
      'ru',
      '/projects/9',
      {
        [projectKey!]: { ...project, tenure: 'Freehold', foreign_quota_units: 4 },
        [listingsKey!]: listingPage([]),
      },
      'project',
    );
    expect(screen.getByText('Строящаяся')).toBeInTheDocument();
    expect(
      screen.getByText('Фрихолд (собственность) · В иностранной квоте осталось 4 юнита'),
    ).toBeInTheDocument();
    // The ownership panel says it in Russian too.
    expect(
      screen.getByText('В проекте осталось 4 квартиры иностранной квоты.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Off-plan')).toBeNull();
    expect(screen.queryByText(/foreign-quota/)).toBeNull();
  });
});

describe("the developer's name on a project page", () => {
  const withChineseDeveloper = {
    ...project,
    developer: { ...project.developer!, title_translations: { zh: '安达曼家园' } },
  };

  async function renderProject(locale: Locale) {
    const [projectKey, listingsKey] = serverKeys('/projects/9');
    await renderPage(
      locale,
      '/projects/9',
      { [projectKey!]: withChineseDeveloper, [listingsKey!]: listingPage([]) },
      'project',
    );
  }

  it('is in Chinese on the Chinese page, in the breadcrumbs and the developer chip', async () => {
    await renderProject('zh');
    const named = screen.getAllByRole('link', { name: '安达曼家园' });
    // The breadcrumb and the chip, both to the developer's Chinese page.
    expect(named).toHaveLength(2);
    for (const link of named) {
      expect(link).toHaveAttribute('href', `/zh/developers/${developer.id}`);
      expect(link).not.toHaveAttribute('lang');
    }
    expect(screen.queryByRole('link', { name: 'Andaman Homes' })).toBeNull();
  });

  it('is the original, marked as English, on the Russian page', async () => {
    await renderProject('ru');
    const named = screen.getAllByRole('link', { name: 'Andaman Homes' });
    expect(named).toHaveLength(2);
    for (const link of named) expect(link).toHaveAttribute('lang', 'en');
  });
});
