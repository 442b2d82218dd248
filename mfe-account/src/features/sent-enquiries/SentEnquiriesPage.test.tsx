import { screen, within } from '@testing-library/react';
import type { SentEnquiry } from '@phuket/shared/api';
import { renderPage } from '../../test/render';
import SentEnquiriesPage from './SentEnquiriesPage';
import type { SentEnquiriesApi } from './sent-enquiries-store';

const sent = (id: number, overrides: Partial<SentEnquiry> = {}): SentEnquiry => ({
  id,
  target: { kind: 'listing', id: 7, title: 'Sea view villa', url: '/properties/7' },
  message: `Question ${id} about the villa.`,
  preferred_contact: 'whatsapp',
  status: 'new',
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function open(data: SentEnquiry[], total = data.length) {
  const list = jest.fn<ReturnType<SentEnquiriesApi['list']>, [number]>(async (page) => ({
    data,
    meta: { current_page: page, per_page: 10, total, last_page: Math.ceil(total / 10) || 1 },
  }));
  renderPage(<SentEnquiriesPage api={{ list }} />, { path: '/profile/sent-enquiries' });
  return list;
}

describe('SentEnquiriesPage', () => {
  it("shows each enquiry with its page, what was asked, how to answer and the recipient's mark", async () => {
    open([
      sent(2, {
        target: { kind: 'project', id: 3, title: 'Lagoon Residence', url: '/projects/3' },
        status: 'replied',
        preferred_contact: 'email',
      }),
      sent(1),
    ]);
    const project = await screen.findByRole('article', { name: 'About Lagoon Residence' });
    expect(within(project).getByRole('link', { name: 'Lagoon Residence' })).toHaveAttribute(
      'href',
      '/projects/3',
    );
    expect(within(project).getByText('Answered')).toBeInTheDocument();
    expect(within(project).getByText('Email')).toBeInTheDocument();
    const villa = screen.getByRole('article', { name: 'About Sea view villa' });
    expect(within(villa).getByText('Question 1 about the villa.')).toBeInTheDocument();
    expect(within(villa).getByText('Sent')).toBeInTheDocument();
    expect(within(villa).getByText('WhatsApp')).toBeInTheDocument();
    expect(within(villa).getByText('20 Nov 2026, 10:00', { exact: false })).toBeInTheDocument();
  });

  it('says how to send one when there is none, with a way to the search', async () => {
    open([]);
    expect(
      await screen.findByText(/You have not sent an enquiry while signed in yet/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });

  it('asks for the next page', async () => {
    const list = open([sent(1)], 11);
    await screen.findByRole('article', { name: 'About Sea view villa' });
    (await screen.findByRole('button', { name: /2/ })).click();
    await screen.findByRole('article', { name: 'About Sea view villa' });
    expect(list).toHaveBeenLastCalledWith(2);
  });
});
