import { makeAutoObservable, runInAction } from 'mobx';
import type { Currency, CurrencyResponse, User } from '../domain';
import { CURRENCY_SIGNS, isCurrency } from '../domain';
import { getCurrency } from '../api/currency';
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
 * docs/product-rules.md §4 "Currency precedence": the user's saved currency, then the stored selection, then
 * the server default. Changing the selector stores the choice.
 */
export class CurrencyStore {
  currency: Currency | null = null;
  /** Counts the visitor's own choices, so a lookup that was in flight does not undo one. */
  private choices = 0;

  constructor(
    private readonly api: CurrencyApi = { getCurrency },
    private readonly selection: SelectionStore = currencyStorage,
  ) {
    makeAutoObservable<CurrencyStore, 'api' | 'selection' | 'choices'>(this, {
      api: false,
      selection: false,
      choices: false,
    });
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
    const choices = this.choices;
    let found: Currency = FALLBACK;
    try {
      const { currency } = await this.api.getCurrency();
      if (isCurrency(currency)) found = currency;
    } catch {
      // The catalog still works in the fallback currency; prices say which one they are in.
    }
    // Chosen while the site was asking (e.g. in the footer as the page hydrated): that wins.
    if (this.choices !== choices) return this.current;
    return this.apply(found);
  }

  /**
   * Hydrating a server-rendered page: shows the currency it was rendered in until load()
   * settles, so the first render matches the server's HTML. Nothing is stored.
   */
  assume(currency: string): void {
    if (this.currency === null && isCurrency(currency)) this.currency = currency;
  }

  select(currency: Currency): void {
    this.choices += 1;
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
