import { screen, within } from '@testing-library/react';
import type { Enquiry } from '@phuket/shared/api';
import { renderPage } from '../../test/render';
import EnquiriesPage from './EnquiriesPage';
import type { EnquiriesApi } from './enquiries-store';

const enquiry = (id: number, overrides: Partial<Enquiry>): Enquiry => ({
  id,
  target: { kind: 'listing', id: 7, title: 'Sea view villa', url: '/properties/7' },
  name: `Visitor ${id}`,
  email: `v${id}@example.com`,
  phone: '+66812345678',
  message: 'Please answer me about the villa.',
  preferred_contact: 'phone',
  line_id: null,
  status: 'new',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

async function cards(data: Enquiry[]) {
  const api: EnquiriesApi = {
    list: jest.fn(async () => ({
      data,
      meta: { current_page: 1, per_page: 10, total: data.length, last_page: 1 },
    })),
    setStatus: jest.fn(),
  };
  renderPage(<EnquiriesPage api={api} />, { path: '/profile/enquiries' });
  return Promise.all(
    data.map(async (item) =>
      screen.findByRole('article', { name: `${item.name} about Sea view villa` }),
    ),
  );
}

describe('EnquiriesPage', () => {
  it('names the app the visitor chose and links to the chat there', async () => {
    const [line, whatsapp, old, phone] = await cards([
      enquiry(1, { preferred_contact: 'line', line_id: 'somchai.p', phone: null }),
      enquiry(2, { preferred_contact: 'whatsapp' }),
      enquiry(3, { preferred_contact: 'chat' }),
      enquiry(4, {}),
    ]);

    expect(within(line!).getByText('Prefers').nextSibling).toHaveTextContent('LINE');
    expect(within(line!).getByText('LINE ID').nextSibling).toHaveTextContent('somchai.p');
    expect(within(line!).getByRole('link', { name: 'Add on LINE' })).toHaveAttribute(
      'href',
      'https://line.me/ti/p/~somchai.p',
    );

    expect(within(whatsapp!).getByText('Prefers').nextSibling).toHaveTextContent('WhatsApp');
    expect(within(whatsapp!).getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/66812345678',
    );
    expect(within(whatsapp!).queryByText('LINE ID')).toBeNull();

    // Sent before the two apps were told apart: shown as chosen then, with no guessed link.
    expect(within(old!).getByText('Prefers').nextSibling).toHaveTextContent('WhatsApp or LINE');
    for (const card of [old!, phone!]) {
      expect(
        within(card)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).not.toEqual(expect.arrayContaining(['Add on LINE', 'Reply on WhatsApp']));
      expect(within(card).getByRole('link', { name: 'Reply by email' })).toBeInTheDocument();
    }
  });
});
