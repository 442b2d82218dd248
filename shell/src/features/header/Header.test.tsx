import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import type { Role, User } from '@phuket/shared/domain';
import { MemoryRouter } from '@phuket/shared/router';
import { RootStoreProvider, serverRootStore } from '@phuket/shared/stores';
import { LocaleProvider } from '@phuket/shared/i18n';
import { shellMessages } from '../../common/messages';
import { Header } from './Header';

function open(role: Role | null, signedIn = role !== null, user: User | null = null) {
  const store = serverRootStore('THB', signedIn);
  runInAction(() => {
    store.session.role = role;
  });
  if (user) runInAction(() => store.session.setUser(user));
  render(
    <RootStoreProvider store={store}>
      <MemoryRouter initialEntries={['/properties']}>
        <Header />
      </MemoryRouter>
    </RootStoreProvider>,
  );
}

/** The account menu's entries, opened. */
async function menuEntries(): Promise<string[]> {
  await userEvent.click(screen.getByRole('button', { name: 'Your areas' }));
  const list = screen.getByRole('list', { name: 'Your areas' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      return link ? `${link.textContent} ${link.getAttribute('href')}` : (item.textContent ?? '');
    });
}

describe('Header, signed in, by role', () => {
  it.each<Role>(['broker', 'developer'])('gives a %s "Add a listing" in one click', (role) => {
    open(role);
    expect(screen.getByRole('link', { name: 'Add a listing' })).toHaveAttribute(
      'href',
      '/listing/create',
    );
  });

  it('gives an admin, and a guest, no "Add a listing"', () => {
    open('admin');
    expect(screen.queryByRole('link', { name: 'Add a listing' })).toBeNull();
  });

  it("lists a broker's work areas, without the databases", async () => {
    open('broker');
    expect(await menuEntries()).toEqual([
      'Profile /profile',
      'My listings /listing',
      'Presentations /presentations',
      'Enquiries /profile/enquiries',
      'Saved searches /profile/saved-searches',
      'Sent enquiries /profile/sent-enquiries',
      'Log out',
    ]);
  });

  it("gives a buyer a visitor's account: saved searches and sent enquiries, no work area", async () => {
    open('buyer');
    expect(await menuEntries()).toEqual([
      'Profile /profile',
      'Saved searches /profile/saved-searches',
      'Sent enquiries /profile/sent-enquiries',
      'Log out',
    ]);
  });

  it("lists a developer's work areas, both databases among them", async () => {
    open('developer');
    const entries = await menuEntries();
    expect(entries).toContain('Developers database /database/developers');
    expect(entries).toContain('Projects database /database/projects');
    expect(entries).toContain('My listings /listing');
  });

  it("lists an admin's: both databases, the moderation and the staff's, none of an account's own", async () => {
    open('admin');
    expect(await menuEntries()).toEqual([
      'Profile /profile',
      'Saved searches /profile/saved-searches',
      'Sent enquiries /profile/sent-enquiries',
      'Developers database /database/developers',
      'Projects database /database/projects',
      'Overview /staff/overview',
      'Moderation /listing/moderation',
      'Company claims /database/claims',
      'Users /staff/users',
      'Audit log /staff/audit-log',
      'Log out',
    ]);
  });

  it('keeps the avatar link to /profile; Escape closes the menu and gives the focus back', async () => {
    open('broker');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    const button = screen.getByRole('button', { name: 'Your areas' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Your areas' })).toBeNull();
    expect(button).toHaveFocus();
  });
});

describe('Header, the avatar link', () => {
  const zara: User = {
    id: 7,
    name: 'zara Broker',
    email: 'zara@example.com',
    phone: null,
    avatar_path: null,
    company_logo_path: null,
    currency: 'THB',
    role: 'broker',
    email_verified: true,
    show_email: false,
    show_phone: false,
  };

  it('is named by the initial it shows, then whose profile it is (WCAG 2.5.3)', () => {
    open('broker', true, zara);
    const avatar = screen.getByRole('link', { name: 'Z — zara Broker’s profile' });
    expect(avatar).toHaveTextContent(/^Z$/);
    expect(avatar).toHaveAttribute('href', '/profile');
  });

  it('with a photo and no text, keeps the plain name', () => {
    open('broker', true, { ...zara, avatar_path: 'avatars/zara.webp' });
    const avatar = screen.getByRole('link', { name: 'Profile' });
    expect(avatar).toHaveTextContent('');
    expect(avatar.querySelector('img')).not.toBeNull();
  });
});

describe('Header, signed out', () => {
  it('offers Sell (to /register) and Log In, and no account menu', () => {
    open(null);
    expect(screen.getByRole('link', { name: 'Sell' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Your areas' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add a listing' })).toBeNull();
  });
});

describe('Header in Russian', () => {
  it('speaks Russian and keeps links below the language prefix', async () => {
    await shellMessages.load('ru');
    const store = serverRootStore('THB', false);
    runInAction(() => {
      store.favourites.ids = [1, 2, 3];
    });
    render(
      <LocaleProvider locale="ru">
        <RootStoreProvider store={store}>
          <MemoryRouter basename="/ru" initialEntries={['/ru/properties']}>
            <Header />
          </MemoryRouter>
        </RootStoreProvider>
      </LocaleProvider>,
    );
    expect(screen.getByRole('link', { name: 'Купить' })).toHaveAttribute(
      'href',
      '/ru/properties?offer_type=Sale',
    );
    expect(screen.getByRole('link', { name: 'Новостройки' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/ru/login');
    // Russian's "few" form: 3 объекта.
    expect(screen.getByRole('link', { name: 'Избранное: 3 объекта' })).toBeInTheDocument();
  });
});
