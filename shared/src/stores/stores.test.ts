import type { CurrencyApi, SelectionStore, SessionApi, TokenStore } from '.';
import { CurrencyStore, RootStore, SessionStore, serverRootStore } from '.';
import type { User } from '../domain';

const broker: User = {
  id: 2,
  name: 'boris Broker',
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

function memory(
  initial: string | null = null,
): TokenStore & SelectionStore & { value: string | null } {
  return {
    value: initial,
    get() {
      return this.value;
    },
    set(v: string) {
      this.value = v;
    },
    clear() {
      this.value = null;
    },
  };
}

function fakeApi(overrides: Partial<SessionApi> = {}): SessionApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    login: async () => {
      calls.push('login');
      return { token: 'tok-login', user: broker };
    },
    register: async () => {
      calls.push('register');
      return { access_token: 'tok-register' };
    },
    getUser: async () => {
      calls.push('getUser');
      return { user: broker, role: broker.role };
    },
    logout: async () => {
      calls.push('logout');
    },
    ...overrides,
  };
}

const serverDefault = (
  currency: 'THB' | 'USD' | 'EUR' = 'THB',
): CurrencyApi & { calls: number } => ({
  calls: 0,
  async getCurrency() {
    this.calls += 1;
    return { currency };
  },
});

describe('CurrencyStore precedence (docs/product-rules.md §4)', () => {
  it("uses the user's saved currency first", async () => {
    const store = new CurrencyStore(serverDefault('THB'), memory('EUR'));
    expect(await store.load({ ...broker, currency: 'USD' })).toBe('USD');
  });

  it('then the stored selection', async () => {
    const api = serverDefault('THB');
    const store = new CurrencyStore(api, memory('EUR'));
    expect(await store.load(null)).toBe('EUR');
    expect(api.calls).toBe(0);
  });

  it('then the server default', async () => {
    const store = new CurrencyStore(serverDefault('USD'), memory(null));
    expect(await store.load(null)).toBe('USD');
  });

  it('ignores a stored value that is not a currency', async () => {
    const store = new CurrencyStore(serverDefault('USD'), memory('BTC'));
    expect(await store.load(null)).toBe('USD');
  });

  it('falls back to THB when the server cannot be asked', async () => {
    const store = new CurrencyStore(
      { getCurrency: () => Promise.reject(new Error('down')) },
      memory(),
    );
    expect(await store.load(null)).toBe('THB');
  });

  it("keeps a currency the visitor chose while the server's default was on its way", async () => {
    let answer: (value: { currency: 'THB' | 'USD' | 'EUR' }) => void = () => undefined;
    const selection = memory(null);
    const store = new CurrencyStore(
      { getCurrency: () => new Promise((resolve) => (answer = resolve)) },
      selection,
    );
    store.assume('THB');
    const loading = store.load(null);
    store.select('USD');
    answer({ currency: 'THB' });
    expect(await loading).toBe('USD');
    expect([store.current, selection.value]).toEqual(['USD', 'USD']);
  });

  it('stores a selection and clears it', () => {
    const selection = memory();
    const store = new CurrencyStore(serverDefault(), selection);
    store.select('EUR');
    expect([store.current, store.sign, selection.value]).toEqual(['EUR', '€', 'EUR']);
    store.clear();
    expect([store.currency, selection.value]).toEqual([null, null]);
  });
});

describe('SessionStore transitions (docs/product-rules.md §4)', () => {
  it('starts signed out without a token and fetches nothing', async () => {
    const api = fakeApi();
    const session = new SessionStore(api, memory());
    await session.init();
    expect([session.isAuthenticated, api.calls]).toEqual([false, []]);
  });

  it('fetches the user at start when a token exists', async () => {
    const api = fakeApi();
    const session = new SessionStore(api, memory('stored'));
    expect(session.isAuthenticated).toBe(true);
    await session.init();
    expect([session.user?.email, session.role, session.initial]).toEqual([
      'broker@example.com',
      'broker',
      'B',
    ]);
  });

  it('stores the token again once the user is confirmed (refreshes the signed-in cookie)', async () => {
    const writes: string[] = [];
    const tokens = { ...memory('stored'), set: (token: string) => void writes.push(token) };
    const session = new SessionStore(fakeApi(), tokens);
    expect(session.initial).toBe('');
    await session.init();
    expect(writes).toEqual(['stored']);
  });

  it('logs out silently when the start-up user fetch fails', async () => {
    const tokens = memory('expired');
    const session = new SessionStore(
      fakeApi({ getUser: () => Promise.reject(new Error('401')) }),
      tokens,
    );
    await session.init();
    expect([session.token, session.user, session.role, tokens.value]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(session.initializing).toBe(false);
  });

  it('login stores token and user, then loads the currency', async () => {
    const tokens = memory();
    const currency = new CurrencyStore(serverDefault('USD'), memory());
    const root = new RootStore(new SessionStore(fakeApi(), tokens), currency);
    await root.session.login({ email: 'broker@example.com', password: 'x' });
    expect([tokens.value, root.session.user?.id, root.session.role, currency.currency]).toEqual([
      'tok-login',
      2,
      'broker',
      'USD',
    ]);
  });

  it('register stores access_token, then fetches the user', async () => {
    const api = fakeApi();
    const tokens = memory();
    const session = new SessionStore(api, tokens);
    await session.register({
      name: 'B',
      email: 'b@example.com',
      password: 'long-password',
      password_confirmation: 'long-password',
      role: 'broker',
    });
    expect(api.calls).toEqual(['register', 'getUser']);
    expect([tokens.value, session.user?.email]).toEqual(['tok-register', 'broker@example.com']);
  });

  it('logout clears token, user, role, currency and both stored keys', async () => {
    const tokens = memory('tok');
    const selection = memory('EUR');
    const api = fakeApi();
    const root = new RootStore(
      new SessionStore(api, tokens),
      new CurrencyStore(serverDefault(), selection),
    );
    await root.init();
    await root.session.logout();
    expect(api.calls).toContain('logout');
    expect([root.session.token, root.session.user, root.session.role]).toEqual([null, null, null]);
    expect([root.currency.currency, tokens.value, selection.value]).toEqual([null, null, null]);
  });

  it('logout still ends the local session when the server call fails', async () => {
    const tokens = memory('tok');
    const session = new SessionStore(
      fakeApi({ logout: () => Promise.reject(new Error('401')) }),
      tokens,
    );
    await session.logout();
    expect([session.isAuthenticated, tokens.value]).toEqual([false, null]);
  });
});

describe('serverRootStore', () => {
  it('renders a guest without the signed-in cookie and never fetches', async () => {
    const root = serverRootStore('USD');
    expect([root.session.isAuthenticated, root.currency.currency]).toEqual([false, 'USD']);
    await expect(root.session.fetchUser()).rejects.toThrow('no fetching');
  });

  it('renders a signed-in visitor without knowing the token or the user', () => {
    const root = serverRootStore('THB', true);
    expect([root.session.isAuthenticated, root.session.user, root.session.initial]).toEqual([
      true,
      null,
      '',
    ]);
  });
});
