import type { ReactNode } from 'react';
import { useSubmitFocus } from '@phuket/shared/ui';
import { FormMessage } from './FormMessage';
import { useKnownMessages } from './known-messages';

/**
 * The form of an account card: the form-wide error on top, the submit button at the bottom.
 * noValidate because every field shows its own message instead of the browser's bubbles; after
 * a refused submit, focus goes to the first field with a message.
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
  const { ref, onSubmit: submit } = useSubmitFocus(() => onSubmit());
  const say = useKnownMessages();
  return (
    <form className="account-form" noValidate ref={ref} onSubmit={submit}>
      {formError && <FormMessage kind="error">{say(formError)}</FormMessage>}
      {children}
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
