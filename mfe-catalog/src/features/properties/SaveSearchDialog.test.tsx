import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFilters } from '@phuket/shared/filters';
import { MemoryRouter } from '@phuket/shared/router';
import SaveSearchDialog from './SaveSearchDialog';

beforeAll(() => {
  // jsdom has <dialog> but not its modal mode: open is all these tests look at.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

const filters = {
  ...emptyFilters(),
  offer_type: 'Sale' as const,
  property_type: ['Villa' as const],
  location_id: [4],
  bedrooms: [3, 4, 5, 6, 7],
  price_range: [10_000_000, 60_000_000] as const,
  sort: 'price' as const,
};

function renderDialog(save: jest.Mock, onClose = jest.fn(), guest = false) {
  render(
    <MemoryRouter initialEntries={['/properties?offer_type=Sale']}>
      <SaveSearchDialog
        filters={filters}
        currency="THB"
        locationName={(id) => (id === 4 ? 'Kata' : undefined)}
        onClose={onClose}
        guest={guest}
        save={guest ? jest.fn() : save}
        saveAsGuest={guest ? save : jest.fn()}
      />
    </MemoryRouter>,
  );
  return onClose;
}

describe('SaveSearchDialog', () => {
  it('prefills the name from the search and saves the query with the chosen frequency', async () => {
    const user = userEvent.setup();
    const save = jest.fn(async () => ({}));
    renderDialog(save);
    const dialog = screen.getByRole('dialog', { name: 'Save this search' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Villas for sale in Kata, 3+ bedrooms');
    await user.click(screen.getByRole('radio', { name: /Instantly/ }));
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(save).toHaveBeenCalledWith({
      name: 'Villas for sale in Kata, 3+ bedrooms',
      query:
        'offer_type=Sale&location_id=4&property_type=Villa&bedrooms=3,4,5,6,7&price_range=10000000,60000000&sort=price',
      frequency: 'instant',
      currency: 'THB',
    });
    expect(await screen.findByRole('heading', { name: 'Search saved' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your saved searches' })).toHaveAttribute(
      'href',
      '/profile/saved-searches',
    );
  });

  it('checks the name before sending and focuses it', async () => {
    const user = userEvent.setup();
    const save = jest.fn(async () => ({}));
    renderDialog(save);
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('The name field is required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the API's refusal (too many searches)", async () => {
    const user = userEvent.setup();
    const message = 'You can save up to 20 searches. Delete one to save another.';
    // The shape the shared client rejects with (an axios error), without axios in this package.
    const save = jest.fn(async () => {
      throw Object.assign(new Error(message), {
        isAxiosError: true,
        response: { status: 422, data: { message } },
      });
    });
    const onClose = renderDialog(save);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  describe('a guest', () => {
    it('gives an address: checked before sending, then told to confirm from the mail', async () => {
      const user = userEvent.setup();
      const save = jest.fn(async () => ({ message: 'Check your inbox' }));
      renderDialog(save, jest.fn(), true);
      const email = screen.getByLabelText('Email');
      await waitFor(() => expect(email).toHaveFocus());
      await user.type(email, 'not-an-address');
      await user.click(screen.getByRole('button', { name: 'Save search' }));
      expect(save).not.toHaveBeenCalled();
      expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
      expect(email).toHaveAttribute('aria-invalid', 'true');

      await user.clear(email);
      await user.type(email, ' mila@example.com ');
      await user.click(screen.getByRole('button', { name: 'Save search' }));
      expect(save).toHaveBeenCalledWith({
        email: 'mila@example.com',
        name: 'Villas for sale in Kata, 3+ bedrooms',
        query:
          'offer_type=Sale&location_id=4&property_type=Villa&bedrooms=3,4,5,6,7&price_range=10000000,60000000&sort=price',
        frequency: 'daily',
        currency: 'THB',
      });
      expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'We sent a link to mila@example.com. Confirm it and the alert starts',
      );
    });

    it('may sign in instead, from the dialog', () => {
      const onClose = renderDialog(jest.fn(), jest.fn(), true);
      const link = screen.getByRole('link', { name: 'Log in to keep it with your favourites' });
      expect(link).toHaveAttribute('href', '/login');
      link.click();
      expect(onClose).toHaveBeenCalled();
    });
  });
});
