import { makeAutoObservable, runInAction } from 'mobx';
import { Query, type QueryStatus } from '@phuket/shared/query';
import { getPropertyYield, type RentalYieldEstimate } from '@phuket/shared/api';
import type { Currency } from '@phuket/shared/domain';
import { netYield, yieldCostFromInput, type YieldCosts } from '@phuket/shared/contract';

type Fetch = (id: number, currency: Currency) => Promise<RentalYieldEstimate>;

/** The property page's yield estimate: the server's rent figure and the visitor's costs. */
export class YieldStore {
  costs: YieldCosts = { managementPercent: 0, vacancyPercent: 0, commonFeePerSqm: 0 };
  private target: { id: number; currency: Currency } | null = null;
  private readonly query: Query<RentalYieldEstimate>;

  constructor(fetchYield: Fetch = getPropertyYield) {
    this.query = new Query(() => {
      const { id, currency } = this.target as { id: number; currency: Currency };
      return fetchYield(id, currency);
    });
    makeAutoObservable<YieldStore, 'target' | 'query'>(
      this,
      { target: false, query: false },
      { autoBind: true },
    );
  }

  get estimate(): RentalYieldEstimate | null {
    return this.query.data;
  }

  get state(): QueryStatus {
    return this.query.fetching ? 'loading' : this.query.status;
  }

  /** Loads (again on a currency change); the fee starts from the default in that currency. */
  async load(id: number, currency: Currency): Promise<void> {
    const edited = this.query.data !== null;
    this.target = { id, currency };
    await this.query.load();
    const estimate = this.query.data;
    if (this.query.status !== 'ready' || estimate === null || this.target.id !== id) return;
    if (this.target.currency !== currency) return;
    runInAction(() => {
      this.costs = {
        // What the visitor typed stays; a fee is in money, so it follows the new currency.
        managementPercent: edited
          ? this.costs.managementPercent
          : estimate.default_costs.management_percent,
        vacancyPercent: edited ? this.costs.vacancyPercent : estimate.default_costs.vacancy_percent,
        commonFeePerSqm: estimate.default_costs.common_fee_per_sqm,
      };
    });
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
