import { makeAutoObservable, runInAction } from 'mobx';
import type { UserEnvelope } from '@phuket/shared/api/account';
import type { User } from '@phuket/shared/domain';
import { splitApiError } from '../../common/server-errors';
import { normalizeCode, validateCode } from '../../common/validation';
import type { UserListener } from './user-deps';

export interface CodeChangeDeps {
  /** The body field of the request call ('email' or 'phone'), where its errors arrive. */
  field: 'email' | 'phone';
  /** Sends a code to the new address or number. */
  request(target: string): Promise<unknown>;
  /** Confirms the code; the server changes the address only now. */
  verify(code: string): Promise<UserEnvelope>;
  onUser: UserListener;
  /** The success text once the code is accepted; null (or none): "Saved. Your … is now …". */
  savedNotice?: (target: string) => string | null;
}

export type CodeChangeStep = 'enter' | 'code';

/**
 * Changing the email or the phone: the new value gets a one-time code, and the change is made
 * only when that code comes back, which proves the new address or number is the user's.
 */
export class CodeChangeFlow {
  step: CodeChangeStep = 'enter';
  target = '';
  /** A problem the field itself found (the phone input's verdict), checked before sending. */
  targetProblem: string | null = null;
  code = '';
  /** The value the current code was sent to. */
  sentTo: string | null = null;
  targetError: string | null = null;
  codeError: string | null = null;
  formError: string | null = null;
  busy = false;
  /** Success text of the last step (code sent, or changed). */
  notice: string | null = null;

  constructor(
    private readonly deps: CodeChangeDeps,
    private readonly validateTarget: (target: string) => string | null = () => null,
  ) {
    makeAutoObservable<CodeChangeFlow, 'deps' | 'validateTarget'>(this, {
      deps: false,
      validateTarget: false,
    });
  }

  setTarget(value: string, problem: string | null = null): void {
    this.target = value;
    this.targetProblem = problem;
    this.targetError = null;
    this.notice = null;
  }

  setCode(value: string): void {
    this.code = normalizeCode(value);
    this.codeError = null;
  }

  async request(): Promise<boolean> {
    if (this.busy) return false;
    this.formError = null;
    this.notice = null;
    const target = this.target.trim();
    this.targetError = this.targetProblem ?? this.validateTarget(target);
    if (this.targetError) return false;
    this.busy = true;
    try {
      await this.deps.request(target);
      runInAction(() => {
        this.sentTo = target;
        this.step = 'code';
        this.code = '';
        this.codeError = null;
        this.notice = `We have sent a 6-digit code to ${target}.`;
      });
      return true;
    } catch (error) {
      const split = splitApiError(error, [this.deps.field]);
      runInAction(() => {
        // A problem with the new value is shown under it, on the first step.
        this.step = 'enter';
        this.targetError = split.fields[this.deps.field] ?? null;
        this.formError = split.form;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  async verify(): Promise<User | null> {
    if (this.busy) return null;
    this.formError = null;
    this.codeError = validateCode(this.code);
    if (this.codeError) return null;
    this.busy = true;
    try {
      const { user } = await this.deps.verify(this.code);
      this.deps.onUser(user);
      runInAction(() => {
        const target = this.sentTo ?? this.target;
        this.notice =
          this.deps.savedNotice?.(target) ??
          `Saved. Your ${this.deps.field === 'email' ? 'email' : 'phone number'} is now ${target}.`;
        this.step = 'enter';
        this.target = '';
        this.targetProblem = null;
        this.code = '';
        this.sentTo = null;
      });
      return user;
    } catch (error) {
      const split = splitApiError(error, ['code', this.deps.field] as const);
      runInAction(() => {
        this.codeError = split.fields.code ?? null;
        this.targetError = split.fields[this.deps.field] ?? null;
        // e.g. the address was taken meanwhile: only the first step can fix that.
        if (this.targetError) this.step = 'enter';
        this.formError = split.form;
      });
      return null;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** A code was sent to `target` already (registration mails one): straight to the code step. */
  expectCode(target: string): void {
    this.target = target;
    this.sentTo = target;
    this.step = 'code';
  }

  /** Back to the first step to correct the value; the sent code is simply not used. */
  edit(): void {
    this.step = 'enter';
    this.code = '';
    this.codeError = null;
    this.formError = null;
    this.notice = null;
  }
}
