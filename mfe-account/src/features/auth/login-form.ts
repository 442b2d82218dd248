import { makeAutoObservable } from 'mobx';
import type { Credentials } from '@phuket/shared/domain';
import { sendForm } from '../../common/send-form';
import type { FieldErrors } from '../../common/server-errors';
import { validateEmail } from '../../common/validation';

type LoginField = 'email' | 'password';

export interface LoginDeps {
  login(credentials: Credentials): Promise<unknown>;
}

/** State of the login form; the call is injected so tests drive it without a network. */
export class LoginForm {
  email = '';
  password = '';
  errors: FieldErrors<LoginField> = {};
  formError: string | null = null;
  submitting = false;

  constructor(private readonly deps: LoginDeps) {
    makeAutoObservable<LoginForm, 'deps'>(this, { deps: false });
  }

  setEmail(value: string): void {
    this.email = value;
    this.errors.email = undefined;
  }

  setPassword(value: string): void {
    this.password = value;
    this.errors.password = undefined;
  }

  validate(): boolean {
    // A login only compares: the length rules belong to choosing a password.
    this.errors = {
      email: validateEmail(this.email) ?? undefined,
      password: this.password === '' ? 'Enter your password.' : undefined,
    };
    return !this.errors.email && !this.errors.password;
  }

  /** True when signed in; otherwise the messages are set. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.formError = null;
    if (!this.validate()) return false;
    this.submitting = true;
    return sendForm(
      () => this.deps.login({ email: this.email.trim(), password: this.password }),
      ['password'] as const,
      {
        failure: (split) => {
          // "These credentials do not match our records." belongs to the pair, not to one field.
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
