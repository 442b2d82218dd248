import { makeAutoObservable, runInAction } from 'mobx';
import { readApiError } from '@phuket/shared/api';
import { reportListing } from '@phuket/shared/api/moderation';
import { REPORT_MESSAGES, type ReportReason } from '@phuket/shared/contract';

/** What went wrong with a report, for the dialog to say in the page's language. */
export type ReportProblem =
  | { kind: 'note'; message: string }
  | { kind: 'too_many' }
  | { kind: 'gone' }
  | { kind: 'other'; message: string };

/**
 * A visitor's report of the listing: closed, writing (the dialog), sending, sent. Anyone may
 * report, signed in or not (the token goes along when there is one); the API limits reports
 * per address.
 */
export class ReportStore {
  open = false;
  reason: ReportReason | null = null;
  note = '';
  sending = false;
  sent = false;
  /** A reason must be chosen before sending: the dialog says so by the choices. */
  reasonMissing = false;
  problem: ReportProblem | null = null;

  constructor(
    private readonly listingId: number,
    private readonly send: typeof reportListing = reportListing,
  ) {
    makeAutoObservable<ReportStore, 'send' | 'listingId'>(this, { send: false, listingId: false });
  }

  start(): void {
    this.open = true;
    this.problem = null;
    this.reasonMissing = false;
  }

  close(): void {
    if (!this.sending) this.open = false;
  }

  choose(reason: ReportReason): void {
    this.reason = reason;
    this.reasonMissing = false;
    if (this.problem?.kind === 'note' && reason !== 'other') this.problem = null;
  }

  setNote(note: string): void {
    this.note = note;
    if (this.problem?.kind === 'note') this.problem = null;
  }

  async submit(): Promise<boolean> {
    if (this.sending) return false;
    const reason = this.reason;
    if (reason === null) {
      this.reasonMissing = true;
      return false;
    }
    const note = this.note.trim();
    // The API says the same; saying it first spares a round trip.
    if (reason === 'other' && note === '') {
      this.problem = { kind: 'note', message: REPORT_MESSAGES.noteRequired };
      return false;
    }
    this.sending = true;
    this.problem = null;
    try {
      await this.send(this.listingId, { reason, ...(note ? { note } : {}) });
      runInAction(() => {
        this.sent = true;
        this.open = false;
      });
      return true;
    } catch (error) {
      const failure = readApiError(error);
      runInAction(() => {
        const field = failure.errors?.note?.[0];
        this.problem =
          failure.status === 429
            ? { kind: 'too_many' }
            : failure.status === 404
              ? { kind: 'gone' }
              : field
                ? { kind: 'note', message: field }
                : { kind: 'other', message: failure.message };
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}
