import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { LoadFailure } from './load-error';
import { classifyLoadError } from './load-error';

export type ResourceStatus = 'loading' | 'ready' | LoadFailure;

/**
 * One thing a page shows (a property, developer, project or agent), with the states the page
 * needs: loading, shown, not found (404) and unavailable (Retry). A reload keeps what is shown
 * until the new answer arrives, so a currency switch does not blank the page.
 */
export class ResourceStore<T> {
  status: ResourceStatus = 'loading';
  data: T | null = null;
  private requestId = 0;

  /**
   * `initial`: an answer already at hand (the server-rendered page's data); shown without a
   * fetch. `notFound`: the answer statuses shown as "not found" (classifyLoadError).
   */
  constructor(
    private readonly fetchData: () => Promise<T>,
    initial?: T,
    private readonly notFound?: readonly number[],
  ) {
    if (initial !== undefined) {
      this.data = initial;
      this.status = 'ready';
    }
    makeAutoObservable<ResourceStore<T>, 'fetchData' | 'requestId' | 'notFound'>(this, {
      // An answer is replaced whole, never changed in place: observed by reference, not made
      // deeply observable photo by photo.
      data: observable.ref,
      fetchData: false,
      requestId: false,
      notFound: false,
    });
  }

  /** `skipIfReady`: keep data the store was created with instead of asking again. */
  async load({ skipIfReady = false }: { skipIfReady?: boolean } = {}): Promise<void> {
    if (skipIfReady && this.status === 'ready') return;
    const id = ++this.requestId;
    if (this.data === null) this.status = 'loading';
    try {
      const data = await this.fetchData();
      if (id !== this.requestId) return;
      runInAction(() => {
        this.data = data;
        this.status = 'ready';
      });
    } catch (error) {
      if (id !== this.requestId) return;
      runInAction(() => {
        this.status = classifyLoadError(error, this.notFound);
      });
    }
  }

  retry(): void {
    this.data = null;
    void this.load();
  }
}
