import type { Currency } from '../domain';
import { CurrencyStore } from './currency-store';
import { FavouritesStore } from './favourites-store';
import { SessionStore } from './session-store';

/** The stores the shell creates once and provides to itself and every remote. */
export class RootStore {
  readonly session: SessionStore;
  readonly currency: CurrencyStore;
  readonly favourites: FavouritesStore;

  constructor(
    session = new SessionStore(),
    currency = new CurrencyStore(),
    favourites = new FavouritesStore(),
  ) {
    this.session = session;
    this.currency = currency;
    this.favourites = favourites;
    session.setListener({
      onLogin: async (user) => {
        await Promise.all([currency.load(user), favourites.signIn(true)]);
      },
      onLogout: () => {
        currency.clear();
        favourites.signOut();
      },
    });
  }

  /**
   * Start-up order of docs/product-rules.md §4: the user (when a token exists) before routing, then currency.
   * Favourites come from the browser, then from the account when signed in.
   */
  async init(): Promise<void> {
    await this.session.init();
    this.favourites.restore();
    await Promise.all([
      this.currency.load(this.session.user),
      this.session.user ? this.favourites.signIn(false) : Promise.resolve(),
    ]);
  }
}

/** Stands for the visitor's token in a server render: known to exist, never seen or sent. */
const TOKEN_HELD_BY_BROWSER = 'held-by-browser';

/**
 * The stores a server render uses: prices in the given currency, nothing stored and nothing
 * fetched. The server never sees the visitor's token; `signedIn` (the signed-in cookie) says
 * one exists, so the header shows a signed-in visitor's buttons and the app fills in the user.
 */
export function serverRootStore(currency: Currency, signedIn = false): RootStore {
  const noop = () => undefined;
  const selection = { get: () => currency, set: noop, clear: noop };
  const fixed = new CurrencyStore({ getCurrency: () => Promise.resolve({ currency }) }, selection);
  // With a stored selection, load() settles the currency synchronously, before its first await.
  void fixed.load(null);
  const tokens = { get: () => (signedIn ? TOKEN_HELD_BY_BROWSER : null), set: noop, clear: noop };
  const noFetching = () => Promise.reject(new Error('no fetching during a server render'));
  const session = new SessionStore(
    { login: noFetching, register: noFetching, getUser: noFetching, logout: noFetching },
    tokens,
  );
  const noFavourites = {
    get: noFetching,
    add: noFetching,
    remove: noFetching,
    merge: noFetching,
  };
  return new RootStore(
    session,
    fixed,
    new FavouritesStore(noFavourites, { get: () => [], set: noop }),
  );
}
