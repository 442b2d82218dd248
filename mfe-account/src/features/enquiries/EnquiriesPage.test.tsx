import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Enquiry, EnquiryNote } from '@phuket/shared/api';
import type { User } from '@phuket/shared/domain';
import { MemoryRouter, Route, Routes, useLocation } from '@phuket/shared/router';
import { RootStoreProvider } from '@phuket/shared/stores';
import { testStores } from '../../test/render';
import EnquiriesPage from './EnquiriesPage';
import type { EnquiriesApi } from './enquiries-store';

const enquiry = (id: number, overrides: Partial<Enquiry> = {}): Enquiry => ({
  id,
  target: { kind: 'listing', id: 7, title: 'Sea view villa', url: '/properties/7' },
  name: `Visitor ${id}`,
  email: `v${id}@example.com`,
  phone: '+66812345678',
  message: 'Please answer me about the villa.',
  preferred_contact: 'phone',
  line_id: null,
  status: 'new',
  locale: 'en',
  first_replied_at: null,
  follow_up_on: null,
  notes_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const broker: User = {
  id: 3,
  name: 'Bella Broker',
  email: 'bella@example.com',
  phone: null,
  avatar_path: null,
  company_logo_path: null,
  currency: 'THB',
  role: 'broker',
  email_verified: true,
  show_email: false,
  show_phone: false,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

function open(data: Enquiry[], url = '/profile/enquiries') {
  const api = {
    list: jest.fn(async () => ({
      data,
      meta: { current_page: 1, per_page: 10, total: data.length, last_page: 1 },
    })),
    update: jest.fn(async (id: number, body: Parameters<EnquiriesApi['update']>[1]) => ({
      ...data.find((item) => item.id === id)!,
      ...body,
    })),
    markReplied: jest.fn(async (id: number) => ({
      ...data.find((item) => item.id === id)!,
      status: 'contacted' as const,
      first_replied_at: '2026-11-20T12:00:00.000Z',
    })),
    notes: jest.fn(async (): Promise<EnquiryNote[]> => []),
    addNote: jest.fn(
      async (_id: number, text: string): Promise<EnquiryNote> => ({
        id: 5,
        text,
        author: { id: 3, name: 'Bella Broker' },
        created_at: '2026-11-21T09:30:00.000Z',
      }),
    ),
    replyTime: jest.fn(async () => ({
      days: 90,
      average_seconds: 2 * 3600 + 15 * 60,
      replied: 2,
      waiting: 3,
    })),
  } satisfies EnquiriesApi;
  const stores = testStores();
  stores.session.setUser(broker);
  render(
    <RootStoreProvider store={stores}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/profile/enquiries"
            element={
              <>
                <EnquiriesPage api={api} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </RootStoreProvider>,
  );
  return api;
}

const card = (name: string) =>
  screen.findByRole('article', { name: `${name} about Sea view villa` });

describe('EnquiriesPage', () => {
  it('offers the reply by the channel the client chose, with a drafted first message', async () => {
    open([
      enquiry(1, { preferred_contact: 'whatsapp', phone: '+7 912 345-67-89' }),
      enquiry(2, { preferred_contact: 'line', line_id: 'somchai.p', phone: null }),
      enquiry(3, { preferred_contact: 'email', phone: null }),
      enquiry(4, {}),
      enquiry(5, { preferred_contact: 'chat' }),
    ]);

    const whatsapp = await card('Visitor 1');
    const chat = within(whatsapp).getByRole('link', { name: 'Reply on WhatsApp' });
    const url = new URL(chat.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/79123456789');
    expect(url.searchParams.get('text')).toBe(
      'Hello Visitor 1, this is Bella Broker. Thank you for your enquiry about Sea view villa: http://localhost/properties/7. When would be a good time to talk?',
    );
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveClass('button');
    expect(chat).not.toHaveClass('button--secondary');

    const line = await card('Visitor 2');
    expect(within(line).getByRole('link', { name: 'Add on LINE' })).toHaveAttribute(
      'href',
      'https://line.me/ti/p/~somchai.p',
    );
    expect(within(line).getByText(/paste the drafted message below/)).toBeInTheDocument();

    const email = await card('Visitor 3');
    const mail = within(email).getByRole('link', { name: 'Reply by email' });
    expect(mail.getAttribute('href')).toMatch(
      /^mailto:v3@example\.com\?subject=Re%3A%20your%20enquiry%20about%20Sea%20view%20villa&body=Hello%20Visitor%203%2C/,
    );
    expect(within(email).queryByRole('link', { name: /^Call/ })).toBeNull();

    const phone = await card('Visitor 4');
    expect(within(phone).getByRole('link', { name: 'Call +66 81 234 5678' })).toHaveAttribute(
      'href',
      'tel:+66812345678',
    );

    // Sent before WhatsApp and LINE were told apart: WhatsApp, and why not LINE.
    const old = await card('Visitor 5');
    expect(within(old).getByText('Prefers').nextSibling).toHaveTextContent('WhatsApp or LINE');
    expect(within(old).getByRole('link', { name: 'Reply on WhatsApp' })).toBeInTheDocument();
    expect(within(old).getByText(/No LINE ID was given/)).toBeInTheDocument();
  });

  it('drafts in the language the client wrote from, and says so', async () => {
    open([enquiry(1, { preferred_contact: 'whatsapp', locale: 'ru' })]);
    const item = await card('Visitor 1');
    await waitFor(() => expect(within(item).getByText(/drafted in Русский/)).toBeInTheDocument());
    const href = within(item)
      .getByRole('link', { name: 'Reply on WhatsApp' })
      .getAttribute('href')!;
    expect(new URL(href).searchParams.get('text')).toMatch(
      /^Здравствуйте, Visitor 1! Это Bella Broker\. .*http:\/\/localhost\/ru\/properties\/7/,
    );
  });

  it('records the reply when a reply action is used', async () => {
    const api = open([enquiry(1, { preferred_contact: 'email', phone: null })]);
    const item = await card('Visitor 1');
    expect(within(item).getByText('First reply').nextSibling).toHaveTextContent('Not yet');
    // The mail program is not jsdom's to open: the click stops short of following the link.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    within(item).getByRole('link', { name: 'Reply by email' }).click();
    await waitFor(() => expect(api.markReplied).toHaveBeenCalledWith(1));
    await waitFor(() => expect(within(item).getAllByText('Contacted')).not.toHaveLength(0));
    expect(within(item).getByText('First reply').nextSibling).toHaveTextContent('20 Nov 2026');
  });

  it('shows the average first reply and how many wait', async () => {
    open([enquiry(1)]);
    expect(
      await screen.findByText(
        'Average first reply: 2 hr 15 min, over 2 enquiries of the last 90 days. 3 are waiting for a reply.',
      ),
    ).toBeInTheDocument();
  });

  it('reads its filters from the URL and writes each change back', async () => {
    const person = userEvent.setup();
    const api = open([enquiry(1)], '/profile/enquiries?status=offer&sort=oldest');
    await card('Visitor 1');
    expect(api.list).toHaveBeenLastCalledWith({
      page: 1,
      per_page: 10,
      'filter[status]': 'offer',
      sort: 'oldest',
    });
    expect(screen.getByLabelText('Show')).toHaveValue('offer');
    expect(screen.getByLabelText('Order')).toHaveValue('oldest');

    await person.click(screen.getByLabelText('Follow-up due (today or overdue)'));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('?status=offer&due=1&sort=oldest'),
    );
    expect(api.list).toHaveBeenLastCalledWith({
      page: 1,
      per_page: 10,
      'filter[status]': 'offer',
      'filter[follow_up]': 'due',
      sort: 'oldest',
    });
    await person.selectOptions(screen.getByLabelText('Show'), 'all');
    await person.selectOptions(screen.getByLabelText('Order'), 'follow_up');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('?due=1&sort=follow_up'),
    );
  });

  it('changes the stage, sets a follow-up and adds a private note', async () => {
    const person = userEvent.setup();
    const api = open([enquiry(1, { preferred_contact: 'email' })]);
    const item = await card('Visitor 1');

    await person.selectOptions(within(item).getByLabelText('Status'), 'viewing_booked');
    expect(api.update).toHaveBeenCalledWith(1, { status: 'viewing_booked' });
    expect(await screen.findByText('Enquiry from Visitor 1: viewing booked.')).toBeInTheDocument();

    const day = within(item).getByLabelText('Next follow-up');
    await person.type(day, '2026-12-05');
    await person.click(within(item).getByRole('button', { name: 'Save date' }));
    expect(api.update).toHaveBeenLastCalledWith(1, { follow_up_on: '2026-12-05' });
    expect(await within(item).findByText('Next follow-up: 5 December 2026')).toBeInTheDocument();

    const toggle = within(item).getByRole('button', { name: 'Notes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await person.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(api.notes).toHaveBeenCalledWith(1);
    await person.click(within(item).getByRole('button', { name: 'Add note' }));
    expect(within(item).getByRole('alert')).toHaveTextContent('Please write the note.');
    await person.type(within(item).getByLabelText('New note'), 'Wants a pool, budget 25 M.');
    await person.click(within(item).getByRole('button', { name: 'Add note' }));
    expect(api.addNote).toHaveBeenCalledWith(1, 'Wants a pool, budget 25 M.');
    expect(await within(item).findByText('Wants a pool, budget 25 M.')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Notes (1)' })).toBeInTheDocument();
    expect(within(item).getByLabelText('New note')).toHaveValue('');
  });
});
