import { makeAutoObservable, runInAction } from 'mobx';
import { readApiError } from '@phuket/shared/api';
import { isEmailAddress } from '@phuket/shared/domain';

export const EMAIL_REQUIRED = 'The email field is required.';
export const SUBSCRIBE_FAILED = 'An error has occurred. Please try again.';
/** docs/product-rules.md §9: the field is emptied about 500 ms after the success modal opens. */
export const CLEAR_DELAY_MS = 500;

export type SubscribeStatus = 'idle' | 'submitting' | 'error' | 'success';

export type SendSubscription = (email: string) => Promise<unknown>;
export type Schedule = (run: () => void, delayMs: number) => void;

/** docs/product-rules.md §4 "Subscribe form": idle -> error or success. */
export class SubscribeFormStore {
  email = '';
  status: SubscribeStatus = 'idle';
  error: string | null = null;
  modalOpen = false;

  constructor(
    private readonly send: SendSubscription,
    private readonly schedule: Schedule = (run, delayMs) => {
      setTimeout(run, delayMs);
    },
  ) {
    makeAutoObservable<SubscribeFormStore, 'send' | 'schedule'>(this, {
      send: false,
      schedule: false,
    });
  }

  setEmail(value: string): void {
    this.email = value.trim();
    if (this.status === 'error') {
      this.status = 'idle';
      this.error = null;
    }
  }

  async submit(): Promise<void> {
    if (this.status === 'submitting') return;
    const email = this.email.trim();
    if (!isEmailAddress(email)) {
      this.status = 'error';
      this.error = EMAIL_REQUIRED;
      return;
    }
    this.status = 'submitting';
    this.error = null;
    try {
      await this.send(email);
      runInAction(() => {
        this.status = 'success';
        this.modalOpen = true;
      });
      this.schedule(() => runInAction(() => (this.email = '')), CLEAR_DELAY_MS);
    } catch (error) {
      const { status, message } = readApiError(error);
      runInAction(() => {
        this.status = 'error';
        // The server's message when it answered (readApiError falls back to the generic text
        // when the body has none); the generic text when it did not answer at all.
        this.error = status !== null ? message : SUBSCRIBE_FAILED;
      });
    }
  }

  closeModal(): void {
    this.modalOpen = false;
    this.status = 'idle';
  }
}
