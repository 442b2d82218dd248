import { makeAutoObservable, runInAction } from 'mobx';
import { readApiError } from '@phuket/shared/api';
import {
  claimDeveloper,
  getDeveloperNameMatches,
  type DeveloperNameMatches,
  type MyDeveloperClaim,
} from '@phuket/shared/api/developer-claims';

type Match = DeveloperNameMatches['data'][number];

/** The calls the offer makes; the real client functions unless a test hands others. */
export interface ClaimOfferApi {
  matches: typeof getDeveloperNameMatches;
  claim: typeof claimDeveloper;
}

export const claimOfferApi: ClaimOfferApi = {
  matches: getDeveloperNameMatches,
  claim: claimDeveloper,
};

/** How long typing pauses before the name is looked up: one request per word, not per key. */
const LOOKUP_DELAY_MS = 400;

/**
 * The developer wizard's offer: while the title a developer account types is the name of a
 * company another account has on the site, offer to claim that company instead of creating a
 * duplicate (docs/developer-claims.md).
 */
export class ClaimOfferStore {
  matches: Match[] = [];
  message = '';
  sending = false;
  /** The claim sent (the offer then says staff will decide). */
  sent: MyDeveloperClaim | null = null;
  error: string | null = null;
  private title = '';
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly api: ClaimOfferApi = claimOfferApi,
    private readonly delayMs = LOOKUP_DELAY_MS,
  ) {
    makeAutoObservable<ClaimOfferStore, 'api' | 'delayMs' | 'timer' | 'title'>(this, {
      api: false,
      delayMs: false,
      timer: false,
      title: false,
    });
  }

  /** Looks `title` up after a pause; an answer for an older title is dropped. */
  check(title: string): void {
    const trimmed = title.trim();
    if (trimmed === this.title) return;
    this.title = trimmed;
    if (this.timer !== null) clearTimeout(this.timer);
    if (trimmed === '') {
      this.matches = [];
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.api.matches(trimmed).then(
        (answer) =>
          runInAction(() => {
            if (this.title === trimmed) this.matches = answer.data;
          }),
        // A failed lookup only means no offer: creating the developer goes on as before.
        () => undefined,
      );
    }, this.delayMs);
  }

  setMessage(message: string): void {
    this.message = message;
  }

  async claim(match: Match): Promise<boolean> {
    if (this.sending) return false;
    this.sending = true;
    this.error = null;
    try {
      const message = this.message.trim();
      const sent = await this.api.claim(match.id, message === '' ? {} : { message });
      runInAction(() => {
        this.sent = sent;
      });
      return true;
    } catch (error) {
      const failure = readApiError(error);
      runInAction(() => {
        this.error = failure.errors?.message?.[0] ?? failure.message;
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
  }
}
