import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountLimitMessage } from '@phuket/shared/contract';
import { setApiAdapter } from '@phuket/shared/api';
import type { PresentationSummary } from '@phuket/shared/api/presentations';
import { LocaleProvider, sharedMessages, type Locale } from '@phuket/shared/i18n';
import { MemoryRouter } from '@phuket/shared/router';
import { presentationsMessages } from '../../common/messages';
import PresentationsPage from './PresentationsPage';

// "My presentations" in another language, with the real API client answered from memory.
const rows: PresentationSummary[] = [
  {
    id: 1,
    slug: 'Slug1abcdefgh',
    url: '/presentation/Slug1abcdefgh',
    title: 'Villas for Anna',
    client_name: 'Anna',
    locale: 'ru',
    listings_count: 3,
    status: 'expired',
    expires_at: null,
    version: 1,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    opened: true,
    stats: {
      opens: 2,
      devices: 5,
      first_opened_at: '2026-03-02T10:00:00.000Z',
      last_opened_at: '2026-03-04T10:12:00.000Z',
    },
    feedback_count: 21,
  },
];

type Adapter = NonNullable<Parameters<typeof setApiAdapter>[0]>;

/** The day's presentations are used up: duplicating answers the API's 429. */
const LIMIT = accountLimitMessage('presentations', 100, 5 * 3600);

beforeEach(() => {
  const answer: Adapter = (config) =>
    config.url?.endsWith('/duplicate')
      ? Promise.reject(
          // What the shared client's readApiError reads of a failed call.
          Object.assign(new Error(LIMIT), {
            isAxiosError: true,
            response: { status: 429, data: { message: LIMIT } },
          }),
        )
      : Promise.resolve({
          status: 200,
          statusText: '',
          headers: {},
          config,
          data: {
            data: rows,
            meta: { current_page: 1, last_page: 1, per_page: 10, total: 1, from: 1, to: 1 },
          },
        });
  setApiAdapter(answer);
});

afterAll(() => setApiAdapter(undefined));

async function open(locale: Locale) {
  // The shell loads both before the first render: this area's words and the shared ones.
  await Promise.all([presentationsMessages.load(locale), sharedMessages.load(locale)]);
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter basename={`/${locale}`} initialEntries={[`/${locale}/presentations`]}>
        <PresentationsPage />
      </MemoryRouter>
    </LocaleProvider>,
  );
  await screen.findByTestId('presentation-row');
}

describe('PresentationsPage in other languages', () => {
  it('reads in Russian, with Russian plurals, and its links keep /ru', async () => {
    await open('ru');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Мои презентации');
    expect(document.title).toBe('Мои презентации | WOW Phuket');
    expect(screen.getByRole('link', { name: 'Создать презентацию' })).toHaveAttribute(
      'href',
      '/ru/presentations/create',
    );
    expect(screen.getByRole('link', { name: 'Изменить «Villas for Anna»' })).toHaveAttribute(
      'href',
      '/ru/presentation/Slug1abcdefgh/edit',
    );
    const row = screen.getByTestId('presentation-row');
    // 3 → few, 21 → one, 2 → few, 5 → many.
    expect(row).toHaveTextContent('Для: Anna · 3 объекта · Создана 1 мар. 2026 г. · Срок истёк');
    expect(screen.getByTestId('opens')).toHaveTextContent(
      /^Открыта 2 раза на 5 устройствах, последний раз 4 мар\. 2026 г\., \d\d:\d\d · 21 ответ$/,
    );
    // The link the broker sends opens the client's page in Russian, the language chosen for it.
    expect(
      screen.getByRole('link', { name: 'http://localhost/ru/presentation/Slug1abcdefgh' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Копировать ссылку' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить «Villas for Anna»' })).toHaveTextContent(
      'Удалить',
    );
  });

  it("says the API's daily limit refusal in Russian, with its numbers", async () => {
    await open('ru');
    await userEvent.click(screen.getByRole('button', { name: 'Дублировать «Villas for Anna»' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Сегодня вы уже создали 100 презентаций — это максимум для одного аккаунта за день. Попробуйте снова через 5 часов или измените одну из своих презентаций.',
    );
  });

  it('reads in Chinese', async () => {
    await open('zh');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('我的推介');
    expect(screen.getByTestId('presentation-row')).toHaveTextContent('3 套房源 · 创建于');
    expect(screen.getByRole('link', { name: '创建推介' })).toHaveAttribute(
      'href',
      '/zh/presentations/create',
    );
    // The client's language, not the broker's.
    expect(
      screen.getByRole('link', { name: 'http://localhost/ru/presentation/Slug1abcdefgh' }),
    ).toBeInTheDocument();
  });

  it('reads in Thai, dates in the Buddhist era', async () => {
    await open('th');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('งานนำเสนอของฉัน');
    expect(screen.getByTestId('presentation-row')).toHaveTextContent('3 รายการ · สร้างเมื่อ');
    expect(screen.getByTestId('presentation-row')).toHaveTextContent('2569');
  });
});
