import { act, render, screen } from '@testing-library/react';
import type { User } from '@phuket/shared/domain';
import { LocaleProvider } from '@phuket/shared/i18n';
import { MemoryRouter } from '@phuket/shared/router';
import { RootStoreProvider, serverRootStore } from '@phuket/shared/stores';
import { shellMessages } from '../../common/messages';
import { EmailConfirmationNotice } from './EmailConfirmationNotice';

const user: User = {
  id: 5,
  name: 'Pim',
  email: 'pim@example.com',
  phone: null,
  avatar_path: null,
  company_logo_path: null,
  currency: 'THB',
  role: 'developer',
  email_verified: false,
  show_email: false,
  show_phone: false,
};

function open(path: string, signedInAs: User | null, locale: 'en' | 'th' = 'en') {
  const store = serverRootStore('THB', signedInAs !== null);
  if (signedInAs) act(() => store.session.setUser(signedInAs));
  render(
    <LocaleProvider locale={locale}>
      <RootStoreProvider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <EmailConfirmationNotice />
        </MemoryRouter>
      </RootStoreProvider>
    </LocaleProvider>,
  );
  return store;
}

describe('EmailConfirmationNotice', () => {
  it('tells an unconfirmed account why it cannot publish yet, and where the code goes', () => {
    open('/my-listings', user);
    const notice = screen.getByRole('complementary', { name: 'Email confirmation' });
    expect(notice).toHaveTextContent(
      'Confirm your email address to publish: enter the 6-digit code we mailed to you. Until then you can fill in drafts.',
    );
    expect(screen.getByRole('link', { name: 'Enter the code' })).toHaveAttribute(
      'href',
      '/profile/edit#email',
    );
  });

  it('tells a buyer what confirming gets them, not about publishing', () => {
    open('/favourites', { ...user, role: 'buyer' });
    expect(screen.getByRole('complementary', { name: 'Email confirmation' })).toHaveTextContent(
      'Confirm your email address to get copies of your enquiries: enter the 6-digit code we mailed to you.',
    );
  });

  it('goes away once the account is confirmed', () => {
    const store = open('/', user);
    expect(screen.getByRole('complementary')).toBeInTheDocument();
    act(() => store.session.setUser({ ...user, email_verified: true }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is not shown to guests, confirmed accounts, or on the page that takes the code', () => {
    open('/', null);
    expect(screen.queryByRole('complementary')).toBeNull();
    open('/', { ...user, email_verified: true });
    expect(screen.queryByRole('complementary')).toBeNull();
    open('/profile/edit', user);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('speaks Thai on a Thai page', async () => {
    await shellMessages.load('th');
    open('/', user, 'th');
    expect(screen.getByRole('link', { name: 'กรอกรหัส' })).toBeInTheDocument();
  });
});
