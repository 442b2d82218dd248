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
