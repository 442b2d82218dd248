import { makeAutoObservable, runInAction } from 'mobx';
import { getPropertyYield, type RentalYieldEstimate } from '@phuket/shared/api';
import type { Currency } from '@phuket/shared/domain';
import { netYield, yieldCostFromInput, type YieldCosts } from '@phuket/shared/contract';

type Fetch = (id: number, currency: Currency) => Promise<RentalYieldEstimate>;

/** The property page's yield estimate: the server's rent figure and the visitor's costs. */
export class YieldStore {
  estimate: RentalYieldEstimate | null = null;
  state: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  costs: YieldCosts = { managementPercent: 0, vacancyPercent: 0, commonFeePerSqm: 0 };
  private request = 0;

  constructor(private readonly fetchYield: Fetch = getPropertyYield) {
    makeAutoObservable<YieldStore, 'request' | 'fetchYield'>(
      this,
      { request: false, fetchYield: false },
      { autoBind: true },
    );
  }

  /** Loads (again on a currency change); the fee starts from the default in that currency. */
  async load(id: number, currency: Currency): Promise<void> {
    const request = ++this.request;
    this.state = 'loading';
    try {
      const estimate = await this.fetchYield(id, currency);
      runInAction(() => {
        if (request !== this.request) return;
        const edited = this.estimate !== null;
        this.estimate = estimate;
        this.costs = {
          // What the visitor typed stays; a fee is in money, so it follows the new currency.
          managementPercent: edited
            ? this.costs.managementPercent
            : estimate.default_costs.management_percent,
          vacancyPercent: edited
            ? this.costs.vacancyPercent
            : estimate.default_costs.vacancy_percent,
          commonFeePerSqm: estimate.default_costs.common_fee_per_sqm,
        };
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        if (request === this.request) this.state = 'error';
      });
    }
  }

  setCost(key: keyof YieldCosts, raw: string): void {
    this.costs = { ...this.costs, [key]: yieldCostFromInput(key, raw) };
  }

  get netYield(): number | null {
    const e = this.estimate;
    if (!e || e.monthly_rent === null) return null;
    return netYield(e.monthly_rent, e.price, e.area, this.costs);
  }
}
