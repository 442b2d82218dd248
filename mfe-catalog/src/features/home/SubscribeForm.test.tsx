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
});
