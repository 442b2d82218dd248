import { Query } from '@phuket/shared/query';
import type { LoadFailure } from './load-error';
import { classifyLoadError } from './load-error';

export type ResourceStatus = 'loading' | 'ready' | LoadFailure;

/**
 * One thing a page shows (a property, developer, project or agent), with the states the page
 * needs: loading, shown, not found (404) and unavailable (Retry). The shared Query does the
 * loading: a reload keeps what is shown until the new answer arrives, so a currency switch does
 * not blank the page, and an older answer never replaces a newer one.
 */
export class ResourceStore<T> {
  private readonly query: Query<T>;

  /**
   * `initial`: an answer already at hand (the server-rendered page's data); shown without a
   * fetch. `notFound`: the answer statuses shown as "not found" (classifyLoadError).
   */
  constructor(
    fetchData: () => Promise<T>,
    initial?: T,
    private readonly notFound?: readonly number[],
  ) {
    this.query = new Query(() => fetchData(), initial === undefined ? {} : { initial });
  }

  get status(): ResourceStatus {
    const { status, error } = this.query;
    if (status === 'error') return classifyLoadError(error, this.notFound);
    return status === 'ready' ? 'ready' : 'loading';
  }

  get data(): T | null {
    return this.query.data;
  }

  /** `skipIfReady`: keep data the store was created with instead of asking again. */
  load(options: { skipIfReady?: boolean } = {}): Promise<void> {
    return this.query.load(options);
  }

  retry(): void {
    void this.query.retry();
  }
}
