import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@phuket/shared/config';
import type { User } from '@phuket/shared/domain';
import { apiError } from '../../test/api-error';
import { renderPage, testStores } from '../../test/render';
import ForgotPage, { SENT_MESSAGE } from './ForgotPage';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import ResetPasswordPage from './ResetPasswordPage';

const broker: User = {
  id: 2,
  name: 'Boris Broker',
  email: 'broker@example.com',
  phone: null,
  avatar_path: null,
  company_logo_path: null,
  currency: 'USD',
  role: 'broker',
  email_verified: true,
  show_email: false,
  show_phone: false,
};

describe('LoginPage', () => {
  it("shows the server's message for wrong credentials and stays signed out", async () => {
    const user = userEvent.setup();
    const message = 'These credentials do not match our records.';
    const store = testStores({
      login: () => Promise.reject(apiError(422, { message, errors: { email: [message] } })),
    });
    renderPage(<LoginPage />, { path: '/login', store });
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'broker@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(store.session.isAuthenticated).toBe(false);
  });

  it('signs in and returns to the page the guard sent the visitor from', async () => {
    const user = userEvent.setup();
    const login = jest.fn(async () => ({ token: 'tok', user: broker }));
    const store = testStores({ login });
    renderPage(<LoginPage />, {
      path: '/login',
      entry: { pathname: '/login', state: { from: '/profile/edit' } },
      store,
    });
    await user.type(screen.getByLabelText('Email'), 'broker@example.com');
    await user.type(screen.getByLabelText('Password'), 'Phuket-demo-2024');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile/edit');
    expect(login).toHaveBeenCalledWith({
      email: 'broker@example.com',
      password: 'Phuket-demo-2024',
    });
    // Login loads the currency too (docs/product-rules.md §4): the user's saved one.
    expect([store.session.user?.id, store.currency.current]).toEqual([2, 'USD']);
  });

  it('goes home without a page to return to, and links to register and forgot', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, {
      path: '/login',
      store: testStores({ login: async () => ({ token: 'tok', user: broker }) }),
    });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'broker@example.com');
    await user.type(screen.getByLabelText('Password'), 'Phuket-demo-2024');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('RegisterPage', () => {
  it("offers a buyer, broker or developer account, a broker's first by default", () => {
    renderPage(<RegisterPage />, { path: '/register' });
    const radios = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(radios).toEqual(['buyer', 'broker', 'developer']);
    expect(screen.getByRole('radio', { name: 'Broker (agent)' })).toBeChecked();
  });

  it('starts on a buyer account when a page sent the visitor to keep something', () => {
    renderPage(<RegisterPage />, {
      path: '/register',
      entry: { pathname: '/register', state: { from: '/favourites', role: 'buyer' } },
    });
    expect(screen.getByRole('radio', { name: 'Buyer or renter' })).toBeChecked();
    // Signing in instead still comes back to that page.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});

describe('ForgotPage and ResetPasswordPage', () => {
  afterEach(() => {
    setRuntimeConfig({});
  });

  it('in demo mode says where the codes go, with a link to the outbox', () => {
    const forgotPassword = jest.fn();
    const { unmount } = renderPage(<ForgotPage api={{ forgotPassword }} />, { path: '/forgot' });
    expect(screen.queryByText(/Demo: codes are delivered/)).not.toBeInTheDocument();
    unmount();
    setRuntimeConfig({ demo: true });
    renderPage(<ForgotPage api={{ forgotPassword }} />, { path: '/forgot' });
    expect(screen.getByText(/Demo: codes are delivered to the/)).toHaveTextContent(
      'Demo: codes are delivered to the outbox',
    );
    expect(screen.getByRole('link', { name: 'outbox' })).toHaveAttribute(
      'href',
      '/api/demo/outbox',
    );
  });

  it('asks for the email, then tells where the code went and links to the reset', async () => {
    const user = userEvent.setup();
    const forgotPassword = jest.fn(async () => ({ message: 'ok' }));
    renderPage(<ForgotPage api={{ forgotPassword }} />, { path: '/forgot' });
    await user.type(screen.getByLabelText('Email'), 'nok+1@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(SENT_MESSAGE)).toBeInTheDocument();
    expect(SENT_MESSAGE).toBe('If an account exists for this email, we have sent a 6-digit code.');
    expect(screen.getByRole('link', { name: 'Enter the code' })).toHaveAttribute(
      'href',
      '/reset-password?email=nok%2B1%40example.com',
    );
  });

  it('checks the code, sets the new password and links to login', async () => {
    const user = userEvent.setup();
    const checkResetCode = jest
      .fn()
      .mockRejectedValueOnce(
        apiError(422, {
          message: 'The code is invalid or has expired.',
          errors: { code: ['The code is invalid or has expired.'] },
        }),
      )
      .mockResolvedValueOnce({ valid: true });
    const resetPassword = jest.fn(async () => ({ message: 'ok' }));
    renderPage(<ResetPasswordPage api={{ checkResetCode, resetPassword }} />, {
      path: '/reset-password',
      entry: '/reset-password?email=nok%40example.com',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('nok@example.com');
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    await user.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The code is invalid or has expired.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const password = await screen.findByLabelText('New password');
    await user.type(password, 'Andaman-sea-42');
    await user.type(screen.getByLabelText('Confirm new password'), 'Andaman-sea-42');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(resetPassword).toHaveBeenCalledWith({
        email: 'nok@example.com',
        code: '123456',
        password: 'Andaman-sea-42',
        password_confirmation: 'Andaman-sea-42',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
