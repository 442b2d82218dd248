import { makeAutoObservable, runInAction } from 'mobx';
import { readApiError } from '@phuket/shared/api';
import { getMyDeveloperClaims, type MyDeveloperClaim } from '@phuket/shared/api/developer-claims';

/**
 * The account's company claims and same-name publications, for the developer list: what
 * waits for staff and what they decided (with the reason of a rejection).
 */
export class MyClaimsStore {
  claims: MyDeveloperClaim[] = [];
  error: string | null = null;

  constructor(private readonly load: typeof getMyDeveloperClaims = getMyDeveloperClaims) {
    makeAutoObservable<MyClaimsStore, 'load'>(this, { load: false });
  }

  async refresh(): Promise<void> {
    try {
      const answer = await this.load();
      runInAction(() => {
        this.claims = answer.data;
        this.error = null;
      });
    } catch (error) {
      const message = readApiError(error).message;
      runInAction(() => {
        this.error = message;
      });
    }
  }
}
