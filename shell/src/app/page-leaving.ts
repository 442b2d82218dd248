/**
 * Firefox and WebKit cancel a page's pending loads the moment a navigation to another
 * document begins, while the page still runs (Chromium lets them go on until the next page
 * arrives): a remote entry still on its way then fails, and so does any load the page starts
 * after it (a retry). Those failures are the navigation's doing, not the site's, so they are
 * neither logged nor reported. `beforeunload` is the one event that comes before the cancelled
 * loads fail (`pagehide` and `visibilitychange` come after).
 */
export class PageLeaving {
  private leaving = false;
  private inFlight = 0;

  /** `target` is the window; a server render has none, and no navigation to tell apart. */
  constructor(private readonly target: EventTarget | undefined) {}

  /**
   * Whether a navigation away began while a tracked load was in flight, and the visitor has
   * not used the page since (a navigation can be called off: a download, a 204 answer).
   */
  get began(): boolean {
    return this.leaving;
  }

  /**
   * Watches for the page leaving while `load` is in flight; returns `load`. The `beforeunload`
   * listener lives only that long: Firefox keeps no page with one in its back-forward cache,
   * and a page with a load in flight is not kept there anyway.
   */
  track<T>(load: Promise<T>): Promise<T> {
    const target = this.target;
    if (!target) return load;
    if (this.inFlight === 0) target.addEventListener('beforeunload', this.leave);
    this.inFlight += 1;
    const settled = (): void => {
      this.inFlight -= 1;
      if (this.inFlight === 0) target.removeEventListener('beforeunload', this.leave);
    };
    load.then(settled, settled);
    return load;
  }

  private readonly leave = (): void => {
    this.leaving = true;
    for (const type of STAYING) this.target?.addEventListener(type, this.stay, true);
  };

  private readonly stay = (): void => {
    this.leaving = false;
    for (const type of STAYING) this.target?.removeEventListener(type, this.stay, true);
  };
}

/** The visitor uses the page again, or it came back from the back-forward cache. */
const STAYING = ['pointerdown', 'keydown', 'pageshow'] as const;

/** This page's (read from globalThis: a server render has no window). */
export const pageLeaving = new PageLeaving(globalThis.window);
