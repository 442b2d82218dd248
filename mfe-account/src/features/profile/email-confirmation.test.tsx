import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@phuket/shared/domain';
import { LocaleProvider } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { apiError } from '../../test/api-error';
import { EmailSection } from './EmailSection';

const mockUpdateAndConfirmEmail = jest.fn();
const mockVerifyCode = jest.fn();
jest.mock('@phuket/shared/api/account', () => ({
  ...jest.requireActual<object>('@phuket/shared/api/account'),
  updateAndConfirmEmail: (...args: unknown[]) => mockUpdateAndConfirmEmail(...args),
  verifyCode: (...args: unknown[]) => mockVerifyCode(...args),
}));

const user: User = {
  id: 4,
  name: 'Noi',
  email: 'noi@example.com',
  phone: null,
  avatar_path: null,
  company_logo_path: null,
  currency: 'THB',
  role: 'broker',
  email_verified: false,
  show_email: false,
  show_phone: false,
};

beforeEach(() => {
  mockUpdateAndConfirmEmail.mockReset();
  mockVerifyCode.mockReset();
});

describe('EmailSection of an account whose email is not confirmed', () => {
  it('opens at the code mailed at registration and confirms the address it has', async () => {
    const person = userEvent.setup();
    const onUser = jest.fn();
    mockVerifyCode.mockResolvedValue({ user: { ...user, email_verified: true } });
    render(<EmailSection email={user.email} verified={false} onUser={onUser} />);

    expect(screen.getByText(/is not confirmed yet/)).toHaveTextContent(
      'Your email noi@example.com is not confirmed yet. Enter the 6-digit code we mailed to it: until then you can fill in drafts, but not publish them.',
    );
    await person.type(screen.getByLabelText(/Code from the email/), '123456');
    await person.click(screen.getByRole('button', { name: 'Confirm email' }));

    expect(mockVerifyCode).toHaveBeenCalledWith('email', '123456');
    expect(onUser).toHaveBeenCalledWith({ ...user, email_verified: true });
    expect(
      await screen.findByText('Your email noi@example.com is confirmed: you can publish now.'),
    ).toBeVisible();
    expect(mockUpdateAndConfirmEmail).not.toHaveBeenCalled();
  });

  it('"Send the code again" asks for a new code for the same address', async () => {
    const person = userEvent.setup();
    mockUpdateAndConfirmEmail.mockResolvedValue({ message: 'sent' });
    render(<EmailSection email={user.email} verified={false} onUser={jest.fn()} />);
    await person.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(mockUpdateAndConfirmEmail).toHaveBeenCalledWith('noi@example.com');
    expect(
      await screen.findByText('We have sent a 6-digit code to noi@example.com.'),
    ).toBeVisible();
  });

  it('a wrong code is said under the field and nothing is confirmed', async () => {
    const person = userEvent.setup();
    const onUser = jest.fn();
    mockVerifyCode.mockRejectedValue(
      apiError(422, {
        message: 'The code is invalid or has expired.',
        errors: { code: ['The code is invalid or has expired.'] },
      }),
    );
    render(<EmailSection email={user.email} verified={false} onUser={onUser} />);
    await person.type(screen.getByLabelText(/Code from the email/), '000000');
    await person.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('The code is invalid or has expired.')).toBeVisible();
    expect(onUser).not.toHaveBeenCalled();
  });

  it('a mistyped address at registration is replaced through "Use another address"', async () => {
    const person = userEvent.setup();
    mockUpdateAndConfirmEmail.mockResolvedValue({ message: 'sent' });
    mockVerifyCode.mockResolvedValue({
      user: { ...user, email: 'noi@example.org', email_verified: true },
    });
    render(<EmailSection email={user.email} verified={false} onUser={jest.fn()} />);
    await person.click(screen.getByRole('button', { name: 'Use another address' }));
    const field = screen.getByLabelText(/New email/);
    await person.clear(field);
    await person.type(field, 'noi@example.org');
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    expect(mockUpdateAndConfirmEmail).toHaveBeenCalledWith('noi@example.org');
    await person.type(await screen.findByLabelText(/Code from the email/), '654321');
    await person.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('Saved. Your email is now noi@example.org.')).toBeVisible();
  });

  it('a confirmed account cannot ask for a code for the address it has', async () => {
    const person = userEvent.setup();
    render(<EmailSection email={user.email} verified onUser={jest.fn()} />);
    await person.type(screen.getByLabelText(/New email/), 'NOI@example.com');
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This is already your email.')).toBeVisible();
    expect(mockUpdateAndConfirmEmail).not.toHaveBeenCalled();
  });

  it('speaks Russian on a Russian page', async () => {
    await accountMessages.load('ru');
    const person = userEvent.setup();
    mockVerifyCode.mockResolvedValue({ user: { ...user, email_verified: true } });
    render(
      <LocaleProvider locale="ru">
        <EmailSection email={user.email} verified={false} onUser={jest.fn()} />
      </LocaleProvider>,
    );
    expect(screen.getByText(/ещё не подтверждён/)).toHaveTextContent(
      'Ваш адрес noi@example.com ещё не подтверждён.',
    );
    await person.type(screen.getByRole('textbox'), '123456');
    await person.keyboard('{Enter}');
    expect(
      await screen.findByText('Адрес noi@example.com подтверждён: теперь можно публиковать.'),
    ).toBeVisible();
  });
});
