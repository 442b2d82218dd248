import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from '@phuket/shared/api';
import { MemoryRouter } from '@phuket/shared/router';
import { apiError } from '../../test/api-error';
import SavedSearchesPage from './SavedSearchesPage';
import { SavedSearchesStore, type SavedSearchesApi } from './saved-searches-store';

const search = (id: number, overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name: `Villas ${id}`,
  query: 'offer_type=Sale&property_type=Villa',
  frequency: 'daily',
  created_at: '2026-11-20T10:00:00.000Z',
  last_sent_at: null,
  ...overrides,
});

function fakeApi(): SavedSearchesApi & { list: jest.Mock; update: jest.Mock; remove: jest.Mock } {
  return {
    list: jest.fn(async () => [search(1), search(2, { frequency: 'instant' })]),
    update: jest.fn(async (id: number, patch: Partial<SavedSearch>) => search(id, patch)),
    remove: jest.fn(async () => undefined),
  };
}

describe('SavedSearchesStore', () => {
  it('switches a frequency and deletes a search, saying so', async () => {
    const api = fakeApi();
    const store = new SavedSearchesStore(api);
    await store.load();
    expect(store.items.map((s) => s.frequency)).toEqual(['daily', 'instant']);
    await store.setFrequency(1, 'instant');
    expect(api.update).toHaveBeenCalledWith(1, { frequency: 'instant' });
    expect(store.items[0]?.frequency).toBe('instant');
    expect(store.notice).toBe('"Villas 1" now mails instantly.');
    await store.remove(2);
    expect(store.items.map((s) => s.id)).toEqual([1]);
    expect(store.notice).toBe('"Villas 2" was deleted; its alerts stop.');
  });

  it('keeps the list and shows the error when a change fails', async () => {
    const api = fakeApi();
    api.remove.mockRejectedValueOnce(apiError(404, { message: 'Saved search not found.' }));
    const store = new SavedSearchesStore(api);
    await store.load();
    await store.remove(1);
    expect(store.items).toHaveLength(2);
    expect(store.error).toBe('Saved search not found.');
  });
});

describe('SavedSearchesPage', () => {
  it('lists each search with a link that opens it, a frequency switch and delete', async () => {
    const api = fakeApi();
    render(
      <MemoryRouter>
        <SavedSearchesPage api={api} />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'Villas 1' });
    expect(link).toHaveAttribute('href', '/properties?offer_type=Sale&property_type=Villa');
    const card = link.closest('article') as HTMLElement;
    await userEvent.selectOptions(within(card).getByLabelText('Email me'), 'instant');
    expect(api.update).toHaveBeenCalledWith(1, { frequency: 'instant' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Villas 1' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Villas 2' })).toBeInTheDocument();
  });

  it('says how to save a search when there is none', async () => {
    const api = fakeApi();
    api.list.mockResolvedValueOnce([]);
    render(
      <MemoryRouter>
        <SavedSearchesPage api={api} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });
});
