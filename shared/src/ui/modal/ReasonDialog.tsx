import type { ReactNode } from 'react';
import { Field } from '../field';
import { ConfirmDialog } from './ConfirmDialog';

export interface ReasonDialogProps {
  title: string;
  /** What the decision does, above the field. */
  text: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  danger?: boolean;
  label: string;
  hint?: string;
  /** The field's message, already in the page's language. */
  error: string | null;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A staff decision that needs a written reason (reject a listing or a company claim, ask an
 * owner for a change): the question, and the reason the account will read. The page's store
 * holds the text and checks it; this dialog only shows it.
 */
export function ReasonDialog({
  title,
  text,
  confirmLabel,
  busyLabel,
  busy,
  danger = false,
  label,
  hint,
  error,
  value,
  maxLength,
  onChange,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      busy={busy}
      danger={danger}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{text}</p>
      <Field label={label} hint={hint} error={error}>
        {(control) => (
          <textarea
            {...control}
            className="reason-dialog__text"
            rows={4}
            maxLength={maxLength}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
