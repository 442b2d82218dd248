import { makeAutoObservable, runInAction } from 'mobx';
import type { ResetPasswordInput } from '@phuket/shared/api/account';
import { PasswordStrengthCheck, personalWords } from '../../common/password-strength';
import type { StrengthEstimator } from '../../common/password-strength';
import { sendForm } from '../../common/send-form';
import type { FieldErrors } from '../../common/server-errors';
import {
  normalizeCode,
  validateCode,
  validateConfirmation,
  validateEmail,
  validateNewPassword,
} from '../../common/validation';

export type ResetStep = 'code' | 'password' | 'done';
type ResetField = 'email' | 'code' | 'password' | 'password_confirmation';

export interface ResetDeps {
  checkResetCode(email: string, code: string): Promise<unknown>;
  resetPassword(input: ResetPasswordInput): Promise<unknown>;
  /** The strength estimator's loader; the lazily fetched zxcvbn unless a test gives one. */
  loadStrengthEstimator?: () => Promise<StrengthEstimator>;
}

/**
 * Password reset in three steps: email + one-time code (checked before asking for a password,
 * so a mistyped code is not found out only after choosing one), new password, done.
 */
export class ResetForm {
  step: ResetStep = 'code';
  email: string;
  code = '';
  password = '';
  passwordConfirmation = '';
  errors: FieldErrors<ResetField> = {};
  formError: string | null = null;
  submitting = false;
  readonly strength: PasswordStrengthCheck;

  constructor(
    private readonly deps: ResetDeps,
    email = '',
  ) {
    this.email = email;
    this.strength = new PasswordStrengthCheck(deps.loadStrengthEstimator);
    makeAutoObservable<ResetForm, 'deps'>(this, { deps: false, strength: false });
  }

  /** The email only, as the API judges a reset (it does not reveal the account's name). */
  get personalWords(): string[] {
    return personalWords({ email: this.email });
  }

  setEmail(value: string): void {
    this.email = value;
    this.errors.email = undefined;
  }

  setCode(value: string): void {
    this.code = normalizeCode(value);
    this.errors.code = undefined;
  }

  setPassword(value: string): void {
    this.password = value;
    this.errors.password = undefined;
    if (value !== '') void this.strength.prepare();
  }

  setPasswordConfirmation(value: string): void {
    this.passwordConfirmation = value;
    this.errors.password_confirmation = undefined;
  }

  /** Step 1: is this the code that was sent to this address? */
  async checkCode(): Promise<boolean> {
    if (this.submitting) return false;
    this.formError = null;
    this.errors = {
      email: validateEmail(this.email) ?? undefined,
      code: validateCode(this.code) ?? undefined,
    };
    if (this.errors.email || this.errors.code) return false;
    return this.run(
      () => this.deps.checkResetCode(this.email.trim(), this.code),
      ['email', 'code'],
      () => {
        this.step = 'password';
      },
    );
  }

  /** Step 2: the new password. A code that expired meanwhile sends the user back to step 1. */
  async reset(): Promise<boolean> {
    if (this.submitting) return false;
    this.formError = null;
    this.errors = {
      password: validateNewPassword(this.password) ?? undefined,
      password_confirmation:
        validateConfirmation(this.password, this.passwordConfirmation) ?? undefined,
    };
    if (this.errors.password || this.errors.password_confirmation) return false;
    this.submitting = true;
    const weak = await this.strength.problem(this.password, this.personalWords);
    runInAction(() => {
      this.submitting = false;
      if (weak) this.errors = { password: weak };
    });
    if (weak) return false;
    return this.run(
      () =>
        this.deps.resetPassword({
          email: this.email.trim(),
          code: this.code,
          password: this.password,
          password_confirmation: this.passwordConfirmation,
        }),
      ['email', 'code', 'password', 'password_confirmation'],
      () => {
        this.step = 'done';
        this.password = '';
        this.passwordConfirmation = '';
      },
    );
  }

  /** Back from the password step to correct the email or code. */
  back(): void {
    this.step = 'code';
    this.errors = {};
    this.formError = null;
  }

  private async run(
    call: () => Promise<unknown>,
    fields: readonly ResetField[],
    onSuccess: () => void,
  ): Promise<boolean> {
    this.submitting = true;
    return sendForm(call, fields, {
      success: onSuccess,
      failure: (split) => {
        this.errors = split.fields;
        this.formError = split.form;
        if (this.step === 'password' && (split.fields.code || split.fields.email)) {
          this.step = 'code';
        }
      },
      done: () => {
        this.submitting = false;
      },
    });
  }
}
