import { makeAutoObservable, runInAction } from 'mobx';
import type { Currency, CurrencyResponse, User } from '../domain';
import { CURRENCY_SIGNS, isCurrency } from '../domain';
import { getCurrency } from '../api/auth';
import { currencyStorage } from '../api/token-storage';

export interface CurrencyApi {
  getCurrency(): Promise<CurrencyResponse>;
}

export interface SelectionStore {
  get(): string | null;
  set(currency: string): void;
  clear(): void;
}

const FALLBACK: Currency = 'THB';

/**
 * SPEC §4 "Currency precedence": the user's saved currency, then the stored selection, then
 * the server default. Changing the selector stores the choice.
 */
export class CurrencyStore {
  currency: Currency | null = null;

  constructor(
    private readonly api: CurrencyApi = { getCurrency },
    private readonly selection: SelectionStore = currencyStorage,
  ) {
    makeAutoObservable<CurrencyStore, 'api' | 'selection'>(this, { api: false, selection: false });
  }

  /** The currency to show; THB until load() has settled. */
  get current(): Currency {
    return this.currency ?? FALLBACK;
  }

  get sign(): string {
    return CURRENCY_SIGNS[this.current];
  }

  async load(user: User | null): Promise<Currency> {
    const fromUser = user?.currency;
    if (isCurrency(fromUser)) return this.apply(fromUser);
    const stored = this.selection.get();
    if (isCurrency(stored)) return this.apply(stored);
    try {
      const { currency } = await this.api.getCurrency();
      return this.apply(isCurrency(currency) ? currency : FALLBACK);
    } catch {
      // The catalog still works in the fallback currency; prices say which one they are in.
      return this.apply(FALLBACK);
    }
  }

  /**
   * Hydrating a server-rendered page: shows the currency it was rendered in until load()
   * settles, so the first render matches the server's HTML. Nothing is stored.
   */
  assume(currency: string): void {
    if (this.currency === null && isCurrency(currency)) this.currency = currency;
  }

  select(currency: Currency): void {
    this.currency = currency;
    this.selection.set(currency);
  }

  clear(): void {
    this.currency = null;
    this.selection.clear();
  }

  private apply(currency: Currency): Currency {
    runInAction(() => {
      this.currency = currency;
    });
    return currency;
  }
}
