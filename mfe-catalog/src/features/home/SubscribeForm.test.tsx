import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscribeForm } from './SubscribeForm';

describe('SubscribeForm', () => {
  it('shows the title, the required message and the success modal', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => ({ message: 'Thank you for subscribing!' }));
    render(<SubscribeForm send={send} />);
    expect(screen.getByRole('heading', { name: 'Subscribe to us' })).toBeInTheDocument();
    expect(screen.getByText(/no spam/i)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The email field is required.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(send).toHaveBeenCalledWith('guest@example.com');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Thank you for subscribing!');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus to the email field on an error, and back to it when the dialog closes', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => ({ message: 'Thank you for subscribing!' }));
    render(<SubscribeForm send={send} />);
    const email = screen.getByLabelText('Email');

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(email).toHaveFocus());

    await user.type(email, 'guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The button was disabled while sending, so focus had nowhere to return to but the page.
    expect(email).toHaveFocus();
  });
});
