import { makeAutoObservable, runInAction } from 'mobx';
import type { StaffOverview } from '@phuket/shared/api/staff';
import type { OverviewDay, OverviewSeries } from '@phuket/shared/contract';

export interface StaffOverviewApi {
  load(): Promise<StaffOverview>;
}

/** A series' busiest day (the latest of equal ones: the freshest is the one staff remember). */
export function peakDay(days: readonly OverviewDay[], series: OverviewSeries): OverviewDay | null {
  let peak: OverviewDay | null = null;
  for (const day of days) if (day[series] > 0 && (!peak || day[series] >= peak[series])) peak = day;
  return peak;
}

/** A wait in whole days and hours, hours and minutes, or minutes: what the page words. */
export type WaitParts =
  | { unit: 'days'; days: number; hours: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number };

export function waitParts(seconds: number): WaitParts {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return { unit: 'days', days, hours: hours % 24 };
  if (hours > 0) return { unit: 'hours', hours, minutes: minutes % 60 };
  return { unit: 'minutes', minutes };
}

/** The staff overview: one read of the figures, again on demand after a failure. */
export class StaffOverviewStore {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  overview: StaffOverview | null = null;

  constructor(private readonly api: StaffOverviewApi) {
    makeAutoObservable<StaffOverviewStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const overview = await this.api.load();
      runInAction(() => {
        this.overview = overview;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }
}
