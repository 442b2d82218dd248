import { makeAutoObservable, observable, runInAction } from 'mobx';
import { Query } from '@phuket/shared/query';
import { readApiError } from '@phuket/shared/api';
import type { FeedbackAnswer } from '@phuket/shared/contract';
import type { Currency } from '@phuket/shared/domain';
import { msgId, type Translate } from '@phuket/shared/i18n';
import { inEnglish } from '../../common/messages';

export type Answer = FeedbackAnswer;

/** Each answer and its label's message id. */
export const ANSWERS: readonly { value: Answer; label: string }[] = [
  { value: 'like', label: msgId('answer.like') },
  { value: 'maybe', label: msgId('answer.maybe') },
  { value: 'no', label: msgId('answer.no') },
];

/** The client's answer on one listing, as typed and as sent. */
export interface FeedbackDraft {
  answer: Answer | null;
  comment: string;
  state: 'idle' | 'sending' | 'sent' | 'error';
  message: string | null;
  /** The API's field errors (answer, comment). */
  errors: Record<string, string>;
}

const BLANK: FeedbackDraft = {
  answer: null,
  comment: '',
  state: 'idle',
  message: null,
  errors: {},
};

/** The calls the public page makes. */
export interface PublicApi<P, G> {
  load(slug: string, currency: Currency | null): Promise<P>;
  recordOpen(slug: string): Promise<unknown>;
  sendFeedback(slug: string, itemId: number, answer: Answer, comment: string): Promise<unknown>;
  /** The 410 answer's body (message and contacts), or null for any other error. */
  gone(error: unknown): G | null;
}

export type PublicState = 'loading' | 'ready' | 'gone' | 'not-found' | 'error';

/**
 * The public presentation: loads it (in the client's chosen currency), records one open per
 * page view, and holds the client's Like/Maybe/No answers with comments, sent one listing at
 * a time without an account.
 */
export class PublicPresentationStore<P, G> {
  /** The client's currency; null: the presentation's own. */
  currency: Currency | null = null;
  feedback = new Map<number, FeedbackDraft>();
  /** The server rendered the page as gone (its 410's body). */
  private renderedGone: G | null = null;
  private opened = false;
  private readonly query: Query<P>;

  constructor(
    private readonly api: PublicApi<P, G>,
    readonly slug: string,
    /** The page's words, in its language. */
    private readonly t: Translate = inEnglish,
  ) {
    this.query = new Query(() => this.api.load(this.slug, this.currency));
    makeAutoObservable<
      PublicPresentationStore<P, G>,
      'api' | 'opened' | 'query' | 'renderedGone' | 't'
    >(this, {
      renderedGone: observable.ref,
      api: false,
      t: false,
      opened: false,
      query: false,
    });
  }

  /**
   * What the server rendered the page from: the presentation in its own currency, or the body
   * of its 410; the page then starts where the server's HTML is, without a first fetch.
   */
  assumeServerAnswer(presentation: P | undefined, gone: G | undefined): void {
    if (presentation !== undefined) this.query.set(presentation);
    else if (gone !== undefined) this.renderedGone = gone;
  }

  get presentation(): P | null {
    return this.query.data;
  }

  /** The 410's body (message and contacts) when the presentation is no longer shared. */
  get gone(): G | null {
    const { status, error } = this.query;
    return status === 'error' ? this.api.gone(error) : this.renderedGone;
  }

  get state(): PublicState {
    const { status, error } = this.query;
    if (status === 'ready') return 'ready';
    if (status === 'error') {
      if (this.gone) return 'gone';
      return readApiError(error).status === 404 ? 'not-found' : 'error';
    }
    return this.renderedGone === null ? 'loading' : 'gone';
  }

  /** Whether the page still has to be fetched (it was not rendered on the server). */
  get needsLoad(): boolean {
    return this.state === 'loading';
  }

  load(): Promise<void> {
    return this.query.load();
  }

  /** Once per page view, after the presentation showed; a failure is not the client's problem. */
  recordOpen(): void {
    if (this.opened || this.state !== 'ready') return;
    this.opened = true;
    this.api.recordOpen(this.slug).catch(() => undefined);
  }

  setCurrency(currency: Currency): void {
    this.currency = currency;
    void this.load();
  }

  draftOf(itemId: number): FeedbackDraft {
    return this.feedback.get(itemId) ?? BLANK;
  }

  setAnswer(itemId: number, answer: Answer): void {
    this.feedback.set(itemId, { ...this.draftOf(itemId), answer, state: 'idle', message: null });
  }

  setComment(itemId: number, comment: string): void {
    this.feedback.set(itemId, { ...this.draftOf(itemId), comment, state: 'idle' });
  }

  async send(itemId: number): Promise<boolean> {
    const draft = this.draftOf(itemId);
    if (draft.state === 'sending') return false;
    if (!draft.answer) {
      this.feedback.set(itemId, {
        ...draft,
        state: 'error',
        message: null,
        errors: { answer: this.t('public.choose_answer') },
      });
      return false;
    }
    this.feedback.set(itemId, { ...draft, state: 'sending', message: null, errors: {} });
    try {
      await this.api.sendFeedback(this.slug, itemId, draft.answer, draft.comment.trim());
      runInAction(() => {
        this.feedback.set(itemId, {
          ...this.draftOf(itemId),
          state: 'sent',
          message: this.t('public.sent'),
        });
      });
      return true;
    } catch (error) {
      const { message, errors } = readApiError(error);
      const fields: Record<string, string> = {};
      for (const [name, list] of Object.entries(errors ?? {})) {
        const first = list?.[0];
        if (first) fields[name] = first;
      }
      runInAction(() => {
        this.feedback.set(itemId, {
          ...this.draftOf(itemId),
          state: 'error',
          message: this.t('public.not_sent', { message }),
          errors: fields,
        });
      });
      return false;
    }
  }
}
