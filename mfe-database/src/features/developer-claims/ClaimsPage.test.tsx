import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeveloperClaimItem } from '@phuket/shared/api/developer-claims';
import { LocaleProvider, type Locale } from '@phuket/shared/i18n';
import { MemoryRouter } from '@phuket/shared/router';
import { answerRequests } from '@phuket/shared/testing';
import { databaseMessages } from '../../common/messages';
import ClaimsPage from './ClaimsPage';

// The staff's claims page over the real client functions: only the HTTP exchange is answered from
// memory (answerRequests), so the paths and bodies are those the API sees.

const http = answerRequests();

function item(overrides: Partial<DeveloperClaimItem> = {}): DeveloperClaimItem {
  return {
    id: 5,
    kind: 'claim',
    developer: {
      id: 31,
      title: 'Andaman Crest Development',
      logo: null,
      owner: { id: 8, name: 'First Dev', email: 'first@example.com', verified: false },
    },
    account: { id: 9, name: 'Real Crest', email: 'ceo@crest.example', verified: true },
    message: 'We are the real Andaman Crest.',
    same_name: [],
    created_at: '2026-11-28T09:00:00.000Z',
    ...overrides,
  };
}

const page = (data: DeveloperClaimItem[]) => ({
  status: 200,
  data: { data, meta: { current_page: 1, per_page: 20, total: data.length, last_page: 1 } },
});

async function renderPage(locale: Locale = 'en') {
  await databaseMessages.load(locale);
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <ClaimsPage />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('ClaimsPage', () => {
  it('lists claims and same-name publications with who asks and who manages', async () => {
    http.handler = () =>
      page([
        item(),
        item({
          id: 6,
          kind: 'same_name',
          developer: { id: 32, title: 'Kata Homes', logo: null, owner: null },
          message: null,
          same_name: [{ id: 12, title: 'KATA HOMES' }],
        }),
      ]);
    await renderPage();
    const claim = await screen.findByRole('article', { name: /Andaman Crest Development/ });
    expect(http.sent[0]).toMatchObject({ method: 'get', url: '/admin/developer-claims' });
    expect(within(claim).getByText('Company claim')).toBeVisible();
    expect(within(claim).getByText('ceo@crest.example')).toHaveAttribute('data-user-content');
    expect(within(claim).getByText('first@example.com')).toBeVisible();
    expect(within(claim).getByText('We are the real Andaman Crest.')).toBeVisible();
    expect(within(claim).getByRole('link', { name: 'Andaman Crest Development' })).toHaveAttribute(
      'href',
      '/developers/31',
    );
    const same = screen.getByRole('article', { name: /Kata Homes/ });
    expect(within(same).getByText('Same name as a published company')).toBeVisible();
    expect(within(same).getByRole('link', { name: 'KATA HOMES' })).toHaveAttribute(
      'href',
      '/developers/12',
    );
  });

  it('approves a claim: the decision goes to the API, the queue reloads, the notice says so', async () => {
    let decided = false;
    http.handler = (request) => {
      if (request.method === 'post') {
        decided = true;
        return { status: 200, data: { id: 5, status: 'approved', reason: null, message: 'ok' } };
      }
      return page(decided ? [] : [item()]);
    };
    await renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve claim Andaman Crest Development' }),
    );
    expect(http.sent.find((r) => r.method === 'post')).toMatchObject({
      url: '/admin/developer-claims/5',
      data: { decision: 'approve' },
    });
    expect(
      await screen.findByText(
        'Claim approved: the claiming account manages “Andaman Crest Development” now.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('Nothing waits for a decision.')).toBeVisible();
  });

  it('asks for a reason before rejecting, in the page language, and sends it trimmed', async () => {
    http.handler = (request) =>
      request.method === 'post'
        ? { status: 200, data: { id: 5, status: 'rejected', reason: 'x', message: 'ok' } }
        : page([item()]);
    await renderPage('ru');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Отклонить Andaman Crest Development' }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'Отклонить: «Andaman Crest Development»',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(http.sent.filter((r) => r.method === 'post')).toEqual([]);
    const field = within(dialog).getByRole('textbox', { name: 'Причина (её увидит аккаунт)' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Напишите причину, которую увидит аккаунт\./);
    await userEvent.type(field, '  Нужна доверенность.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() =>
      expect(http.sent.find((r) => r.method === 'post')).toMatchObject({
        url: '/admin/developer-claims/5',
        data: { decision: 'reject', reason: 'Нужна доверенность.' },
      }),
    );
    expect(await screen.findByText(/Отклонено: «Andaman Crest Development»/)).toBeVisible();
  });

  it('says so when another admin decided first', async () => {
    let posted = false;
    http.handler = (request) => {
      if (request.method === 'post') {
        posted = true;
        return {
          status: 409,
          data: { message: 'This request is not waiting for a decision any more.' },
        };
      }
      return page(posted ? [] : [item()]);
    };
    await renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve claim Andaman Crest Development' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This request is not waiting for a decision any more.',
    );
  });
});
