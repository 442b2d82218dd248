import { makeAutoObservable, runInAction } from 'mobx';
import type { ChangePasswordInput } from '@phuket/shared/api/account';
import { PasswordStrengthCheck, personalWords } from '../../common/password-strength';
import type { StrengthEstimator } from '../../common/password-strength';
import { sendForm } from '../../common/send-form';
import type { FieldErrors } from '../../common/server-errors';
import { validateConfirmation, validateNewPassword } from '../../common/validation';

type PasswordField = 'current_password' | 'password' | 'password_confirmation';

export interface PasswordDeps {
  changePassword(input: ChangePasswordInput): Promise<unknown>;
  /** The strength estimator's loader; the lazily fetched zxcvbn unless a test gives one. */
  loadStrengthEstimator?: () => Promise<StrengthEstimator>;
}

export class PasswordForm {
  currentPassword = '';
  password = '';
  passwordConfirmation = '';
  errors: FieldErrors<PasswordField> = {};
  formError: string | null = null;
  saving = false;
  saved = false;
  readonly strength: PasswordStrengthCheck;
  /** The signed-in person's email and name: a password made of them is easy to guess. */
  readonly personalWords: readonly string[];

  constructor(
    private readonly deps: PasswordDeps,
    account: { email?: string; name?: string } = {},
  ) {
    this.strength = new PasswordStrengthCheck(deps.loadStrengthEstimator);
    this.personalWords = personalWords(account);
    makeAutoObservable<PasswordForm, 'deps'>(this, {
      deps: false,
      strength: false,
      personalWords: false,
    });
  }

  setCurrentPassword(value: string): void {
    this.currentPassword = value;
    this.errors.current_password = undefined;
    this.saved = false;
  }

  setPassword(value: string): void {
    this.password = value;
    this.errors.password = undefined;
    this.saved = false;
    if (value !== '') void this.strength.prepare();
  }

  setPasswordConfirmation(value: string): void {
    this.passwordConfirmation = value;
    this.errors.password_confirmation = undefined;
    this.saved = false;
  }

  validate(): boolean {
    let password = validateNewPassword(this.password);
    if (!password && this.password === this.currentPassword) {
      password = 'The new password must be different from the current one.';
    }
    this.errors = {
      current_password: this.currentPassword === '' ? 'Enter your current password.' : undefined,
      password: password ?? undefined,
      password_confirmation:
        validateConfirmation(this.password, this.passwordConfirmation) ?? undefined,
    };
    return Object.values(this.errors).every((message) => !message);
  }

  async save(): Promise<boolean> {
    if (this.saving) return false;
    this.formError = null;
    this.saved = false;
    if (!this.validate()) return false;
    this.saving = true;
    const weak = await this.strength.problem(this.password, this.personalWords);
    if (weak) {
      runInAction(() => {
        this.errors = { password: weak };
        this.saving = false;
      });
      return false;
    }
    return sendForm(
      () =>
        this.deps.changePassword({
          current_password: this.currentPassword,
          password: this.password,
          password_confirmation: this.passwordConfirmation,
        }),
      ['current_password', 'password', 'password_confirmation'] as const,
      {
        success: () => {
          this.currentPassword = '';
          this.password = '';
          this.passwordConfirmation = '';
          this.saved = true;
        },
        failure: (split) => {
          this.errors = split.fields;
          this.formError = split.form;
        },
        done: () => {
          this.saving = false;
        },
      },
    );
  }
}
