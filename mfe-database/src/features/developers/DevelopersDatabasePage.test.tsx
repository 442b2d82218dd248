import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DatabaseDeveloperRow } from '@phuket/shared/api/database';
import { developerPaths } from '@phuket/shared/contract';
import type { Locale } from '@phuket/shared/i18n';
import { LocaleProvider } from '@phuket/shared/i18n';
import { MemoryRouter } from '@phuket/shared/router';
import { databaseMessages } from '../../common/messages';
import DevelopersDatabasePage from './DevelopersDatabasePage';

// The developers' list in another language: its words from the catalog, the developer's own
// title as written, and links that stay in the language.

const mockGetDatabaseDevelopers = jest.fn();
jest.mock('@phuket/shared/api/database', () => ({
  ...jest.requireActual<object>('@phuket/shared/api/database'),
  getDatabaseDevelopers: (...args: unknown[]) => mockGetDatabaseDevelopers(...args),
}));

// The account's claims and waiting publications above the list (none unless a test says).
const mockGetMyDeveloperClaims = jest.fn();
jest.mock('@phuket/shared/api/developer-claims', () => ({
  ...jest.requireActual<object>('@phuket/shared/api/developer-claims'),
  getMyDeveloperClaims: (...args: unknown[]) => mockGetMyDeveloperClaims(...args),
}));
beforeEach(() => mockGetMyDeveloperClaims.mockResolvedValue({ data: [] }));

function row(
  id: number,
  title: string | null,
  status: 'draft' | 'published' | 'pending',
): DatabaseDeveloperRow {
  return {
    id,
    title,
    status,
    version: 1,
    logo: null,
    projects_count: 2,
    listings_count: 5,
    completeness: {
      met: { title: true, description: true, logo: true },
      missing: [],
      ready: true,
    },
    updated_at: '2026-01-01T00:00:00.000Z',
    paths: developerPaths(id),
  };
}

async function open(locale: Locale) {
  await databaseMessages.load(locale);
  mockGetDatabaseDevelopers.mockResolvedValue({
    data: [row(4, 'Andaman Homes', 'draft'), row(5, null, 'published')],
    meta: { current_page: 1, last_page: 1, per_page: 10, total: 2 },
  });
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter basename={`/${locale}`} initialEntries={[`/${locale}/database/developers`]}>
        <DevelopersDatabasePage />
      </MemoryRouter>
    </LocaleProvider>,
  );
  await screen.findByRole('table');
}

it('reads in Russian, keeps the title as written and its links in /ru', async () => {
  await open('ru');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('База застройщиков');
  expect(screen.getByRole('link', { name: 'Добавить застройщика' })).toHaveAttribute(
    'href',
    '/ru/database/developers/create',
  );
  expect(
    within(screen.getByRole('navigation', { name: 'Базы данных' })).getByRole('link', {
      name: 'Проекты',
    }),
  ).toHaveAttribute('href', '/ru/database/projects');
  expect(screen.getByRole('columnheader', { name: 'Объявления' })).toBeInTheDocument();

  const titled = screen.getByRole('rowheader', { name: 'Andaman Homes' });
  expect(titled).toHaveAttribute('data-user-content');
  expect(screen.getByRole('rowheader', { name: 'Застройщик без названия' })).not.toHaveAttribute(
    'data-user-content',
  );
  expect(within(screen.getByRole('table')).getByText('Черновик')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Изменить «Andaman Homes»' })).toHaveAttribute(
    'href',
    '/ru/database/developers/4/create',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Удалить «Andaman Homes»' }));
  expect(screen.getByRole('alertdialog', { name: 'Удалить этого застройщика?' })).toHaveTextContent(
    '«Andaman Homes» будет удалён.',
  );
});

it('reads in Thai', async () => {
  await open('th');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ฐานข้อมูลผู้พัฒนาโครงการ');
  expect(within(screen.getByRole('table')).getByText('เผยแพร่แล้ว')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'เพิ่มผู้พัฒนาโครงการ' })).toHaveAttribute(
    'href',
    '/th/database/developers/create',
  );
});

it("shows a waiting developer and what staff decided on the account's requests", async () => {
  mockGetMyDeveloperClaims.mockResolvedValue({
    data: [
      {
        id: 2,
        kind: 'same_name',
        status: 'pending',
        developer: { id: 4, title: 'Andaman Homes' },
        message: null,
        reason: null,
        created_at: '2026-11-28T09:00:00.000Z',
        decided_at: null,
      },
      {
        id: 1,
        kind: 'claim',
        status: 'rejected',
        developer: { id: 9, title: 'Kata Hills' },
        message: 'Ours.',
        reason: 'Send a company letter.',
        created_at: '2026-11-27T09:00:00.000Z',
        decided_at: '2026-11-28T08:00:00.000Z',
      },
    ],
  });
  await databaseMessages.load('en');
  mockGetDatabaseDevelopers.mockResolvedValue({
    data: [row(4, 'Andaman Homes', 'pending')],
    meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
  });
  render(
    <LocaleProvider locale="en">
      <MemoryRouter initialEntries={['/database/developers']}>
        <DevelopersDatabasePage />
      </MemoryRouter>
    </LocaleProvider>,
  );
  const requests = await screen.findByRole('region', { name: 'Your requests to the site staff' });
  expect(requests).toHaveTextContent(
    '“Andaman Homes” waits for the site staff: another company with this name is on the site.',
  );
  expect(requests).toHaveTextContent('Your claim of “Kata Hills” was not accepted.');
  expect(within(requests).getByText('Send a company letter.')).toHaveAttribute('data-user-content');
  expect(within(await screen.findByRole('table')).getByText('Waiting for staff')).toBeVisible();
  // A waiting developer is withdrawn, not published again.
  expect(screen.getByRole('button', { name: /Unpublish/ })).toBeVisible();
});
