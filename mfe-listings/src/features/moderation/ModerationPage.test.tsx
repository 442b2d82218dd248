import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationItem } from '@phuket/shared/api/moderation';
import { MODERATION_MESSAGES } from '@phuket/shared/contract';
import { LocaleProvider, type Locale } from '@phuket/shared/i18n';
import { MemoryRouter } from '@phuket/shared/router';
import { answerRequests } from '@phuket/shared/testing';
import { listingsMessages } from '../../common/messages';
import ModerationPage from './ModerationPage';

// The queue page over the real client functions: only the HTTP exchange is answered from
// memory (answerRequests), so the paths and bodies are those the API sees.

const http = answerRequests();

function item(overrides: Partial<ModerationItem> = {}): ModerationItem {
  return {
    id: 41,
    title: 'Cliff villa in Kata',
    status: 'pending',
    cover_url: null,
    price: '25000000.00',
    currency: 'THB',
    owner: { id: 9, name: 'Nok Broker', email: 'nok@example.com', verified: false },
    reasons: ['new'],
    waiting_since: '2026-11-28T09:00:00.000Z',
    reports: [],
    duplicates: [],
    version: 4,
    ...overrides,
  };
}

const page = (data: ModerationItem[]) => ({
  status: 200,
  data: { data, meta: { current_page: 1, per_page: 20, total: data.length, last_page: 1 } },
});

async function renderPage(locale: Locale = 'en') {
  await listingsMessages.load(locale);
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <ModerationPage />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('ModerationPage', () => {
  it('lists the queue with why each listing waits, its reports and look-alikes', async () => {
    http.handler = () =>
      page([
        item(),
        item({
          id: 42,
          title: 'Reported condo',
          status: 'published',
          reasons: ['duplicate', 'reported'],
          owner: { id: 10, name: 'Kai', email: 'kai@example.com', verified: true },
          reports: [
            {
              id: 1,
              reason: 'scam',
              note: 'Asked for a wire deposit.',
              created_at: '2026-11-28T10:00:00.000Z',
            },
          ],
          duplicates: [
            { id: 7, title: 'Original condo', owner: 'Mai', matched_on: ['photo', 'price'] },
          ],
        }),
      ]);
    await renderPage();
    const first = await screen.findByRole('article', { name: /Cliff villa in Kata/ });
    expect(http.sent[0]).toMatchObject({ method: 'get', url: '/admin/moderation/listings' });
    expect(within(first).getByText('New account')).toBeVisible();
    // Off the site: staff open the owner's preview of the page.
    expect(within(first).getByRole('link', { name: 'Cliff villa in Kata' })).toHaveAttribute(
      'href',
      '/properties/41?preview',
    );
    expect(within(first).getByText(/not verified/)).toBeVisible();
    const second = screen.getByRole('article', { name: /Reported condo/ });
    expect(within(second).getByRole('link', { name: 'Reported condo' })).toHaveAttribute(
      'href',
      '/properties/42',
    );
    expect(within(second).getByText('Scam or fraud')).toBeVisible();
    expect(within(second).getByText('Asked for a wire deposit.')).toHaveAttribute(
      'data-user-content',
    );
    expect(within(second).getByText(/the same photo and price within 1 %/)).toBeVisible();
  });

  it('approves: the decision goes to the API, the queue reloads and the notice says so', async () => {
    let decided = false;
    http.handler = (request) => {
      if (request.method === 'post') {
        decided = true;
        return {
          status: 200,
          data: {
            id: 41,
            status: 'published',
            moderation_note: null,
            message: 'The listing is approved.',
          },
        };
      }
      return page(decided ? [] : [item()]);
    };
    await renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve Cliff villa in Kata' }),
    );
    expect(http.sent.find((r) => r.method === 'post')).toMatchObject({
      url: '/admin/moderation/listings/41',
      data: { decision: 'approve' },
    });
    expect(await screen.findByText('“Cliff villa in Kata” is approved.')).toBeVisible();
    expect(await screen.findByText(/Nothing is waiting/)).toBeVisible();
  });

  it('asks for a reason before rejecting, in the page language, and sends it trimmed', async () => {
    http.handler = (request) =>
      request.method === 'post'
        ? { status: 200, data: { id: 41, status: 'rejected', moderation_note: 'x', message: 'ok' } }
        : page([item()]);
    await renderPage('ru');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Отклонить Cliff villa in Kata' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Отклонить «Cliff villa in Kata»' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить объявление' }));
    // Refused before any request: the field says why.
    expect(http.sent.filter((r) => r.method === 'post')).toEqual([]);
    const field = within(dialog).getByRole('textbox', { name: 'Причина для владельца' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Напишите причину для владельца\./);
    await userEvent.type(field, '  Фото другой виллы.  ');
    expect(field).toHaveValue('  Фото другой виллы.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить объявление' }));
    await waitFor(() =>
      expect(http.sent.find((r) => r.method === 'post')?.data).toEqual({
        decision: 'reject',
        reason: 'Фото другой виллы.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('another admin decided first: the dialog closes and the conflict is said in the page language', async () => {
    http.handler = (request) =>
      request.method === 'post'
        ? { status: 409, data: { message: MODERATION_MESSAGES.notWaiting } }
        : page([item()]);
    await renderPage('th');
    await userEvent.click(
      await screen.findByRole('button', { name: 'ขอให้แก้ไข Cliff villa in Kata' }),
    );
    await userEvent.type(screen.getByRole('textbox'), 'Add the chanote number.');
    await userEvent.click(screen.getByRole('button', { name: 'ส่งถึงเจ้าของ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ประกาศนี้ไม่ได้รอการตัดสินใจแล้ว');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('filters by reason', async () => {
    http.handler = () => page([item()]);
    await renderPage();
    await screen.findByRole('article', { name: /Cliff villa/ });
    await userEvent.selectOptions(screen.getByLabelText('Waiting because'), 'reported');
    await waitFor(() =>
      expect(http.sent.at(-1)?.params).toMatchObject({ reason: 'reported', page: 1 }),
    );
  });
});
