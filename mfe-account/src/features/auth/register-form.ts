import { makeAutoObservable, runInAction } from 'mobx';
import type { RegisterInput } from '@phuket/shared/domain';
import { PasswordStrengthCheck, personalWords } from '../../common/password-strength';
import type { StrengthEstimator } from '../../common/password-strength';
import { EMPTY_PHONE } from '../../common/phone-state';
import type { PhoneState } from '../../common/phone-state';
import { sendForm } from '../../common/send-form';
import type { FieldErrors } from '../../common/server-errors';
import {
  validateConfirmation,
  validateEmail,
  validateName,
  validateNewPassword,
} from '../../common/validation';

export type RegisterRole = RegisterInput['role'];
export type RegisterField =
  | 'name'
  | 'email'
  | 'phone'
  | 'password'
  | 'password_confirmation'
  | 'role';

const FIELDS: readonly RegisterField[] = [
  'name',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'role',
];

export interface RegisterDeps {
  register(input: RegisterInput): Promise<unknown>;
  /** The strength estimator's loader; the lazily fetched zxcvbn unless a test gives one. */
  loadStrengthEstimator?: () => Promise<StrengthEstimator>;
}

export class RegisterForm {
  name = '';
  email = '';
  phone: PhoneState = EMPTY_PHONE;
  password = '';
  passwordConfirmation = '';
  role: RegisterRole;
  errors: FieldErrors<RegisterField> = {};
  formError: string | null = null;
  submitting = false;
  /** After the first submit attempt every field shows its message, touched or not. */
  attempted = false;
  readonly strength: PasswordStrengthCheck;

  constructor(
    private readonly deps: RegisterDeps,
    role: RegisterRole = 'broker',
  ) {
    this.role = role;
    this.strength = new PasswordStrengthCheck(deps.loadStrengthEstimator);
    makeAutoObservable<RegisterForm, 'deps'>(this, { deps: false, strength: false });
  }

  get personalWords(): string[] {
    return personalWords({ email: this.email, name: this.name });
  }

  setName(value: string): void {
    this.name = value;
    this.errors.name = undefined;
  }

  setEmail(value: string): void {
    this.email = value;
    this.errors.email = undefined;
  }

  setPhone(value: PhoneState): void {
    this.phone = value;
    this.errors.phone = undefined;
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

  setRole(value: RegisterRole): void {
    this.role = value;
    this.errors.role = undefined;
  }

  validate(): boolean {
    this.errors = {
      name: validateName(this.name) ?? undefined,
      email: validateEmail(this.email) ?? undefined,
      phone: this.phone.problem ?? undefined,
      password: validateNewPassword(this.password) ?? undefined,
      password_confirmation:
        validateConfirmation(this.password, this.passwordConfirmation) ?? undefined,
    };
    return Object.values(this.errors).every((message) => !message);
  }

  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.attempted = true;
    this.formError = null;
    if (!this.validate()) return false;
    this.submitting = true;
    const weak = await this.strength.problem(this.password, this.personalWords);
    if (weak) {
      runInAction(() => {
        this.errors = { password: weak };
        this.submitting = false;
      });
      return false;
    }
    return sendForm(
      () =>
        this.deps.register({
          name: this.name.trim(),
          email: this.email.trim(),
          phone: this.phone.phone,
          password: this.password,
          password_confirmation: this.passwordConfirmation,
          role: this.role,
        }),
      FIELDS,
      {
        failure: (split) => {
          this.errors = split.fields;
          this.formError = split.form;
        },
        done: () => {
          this.submitting = false;
        },
      },
    );
  }
}
