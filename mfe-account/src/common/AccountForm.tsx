import type { FormEvent, ReactNode } from 'react';
import { FormMessage } from './FormMessage';

/**
 * The form of an account card: the form-wide error on top, the submit button at the bottom.
 * noValidate because every field shows its own message instead of the browser's bubbles.
 */
export function AccountForm({
  onSubmit,
  formError,
  submitting,
  submitLabel,
  busyLabel,
  children,
}: {
  onSubmit: () => unknown;
  formError: string | null;
  submitting: boolean;
  submitLabel: string;
  /** The button's text while the request is on its way. */
  busyLabel: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form className="account-form" noValidate onSubmit={submit}>
      {formError && <FormMessage kind="error">{formError}</FormMessage>}
      {children}
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
