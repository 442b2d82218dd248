import { makeAutoObservable } from 'mobx';
import { sendForm } from '../../common/send-form';
import { validateEmail } from '../../common/validation';

export interface ForgotDeps {
  forgotPassword(email: string): Promise<unknown>;
}

export class ForgotForm {
  email = '';
  emailError: string | null = null;
  formError: string | null = null;
  submitting = false;
  /** The address the code went to (if it has an account), once the request succeeded. */
  sentTo: string | null = null;

  constructor(private readonly deps: ForgotDeps) {
    makeAutoObservable<ForgotForm, 'deps'>(this, { deps: false });
  }

  setEmail(value: string): void {
    this.email = value;
    this.emailError = null;
  }

  /** Back to the form to ask again (another address, or the code did not arrive). */
  again(): void {
    this.sentTo = null;
  }

  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.formError = null;
    this.emailError = validateEmail(this.email);
    if (this.emailError) return false;
    this.submitting = true;
    const email = this.email.trim();
    return sendForm(() => this.deps.forgotPassword(email), ['email'] as const, {
      success: () => {
        this.sentTo = email;
      },
      failure: (split) => {
        this.emailError = split.fields.email ?? null;
        this.formError = split.form;
      },
      done: () => {
        this.submitting = false;
      },
    });
  }
}
