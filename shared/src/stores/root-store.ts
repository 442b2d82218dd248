import type { Currency } from '../domain';
import { CurrencyStore } from './currency-store';
import { SessionStore } from './session-store';

/** The stores the shell creates once and provides to itself and every remote. */
export class RootStore {
  readonly session: SessionStore;
  readonly currency: CurrencyStore;

  constructor(session = new SessionStore(), currency = new CurrencyStore()) {
    this.session = session;
    this.currency = currency;
    session.setListener({
      onLogin: async (user) => {
        await currency.load(user);
      },
      onLogout: () => currency.clear(),
    });
  }

  /** Start-up order of SPEC §4: the user (when a token exists) before routing, then currency. */
  async init(): Promise<void> {
    await this.session.init();
    await this.currency.load(this.session.user);
  }
}

/**
 * The stores a server render uses: a guest, prices in the given currency, nothing stored and
 * nothing fetched (the server does not know the visitor's token; the app corrects the header).
 */
export function serverRootStore(currency: Currency): RootStore {
  const selection = { get: () => currency, set: () => undefined, clear: () => undefined };
  const fixed = new CurrencyStore({ getCurrency: () => Promise.resolve({ currency }) }, selection);
  // With a stored selection, load() settles the currency synchronously, before its first await.
  void fixed.load(null);
  return new RootStore(undefined, fixed);
}
