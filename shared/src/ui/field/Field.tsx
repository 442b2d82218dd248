import { useId } from 'react';
import type { ReactNode } from 'react';

/** What the control inside a Field spreads on itself, so its label, hint and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** The control's id (a stable one, e.g. for a "fix this field" link); else one is made. */
  id?: string;
  /** Shown between the label and the control. */
  hint?: ReactNode;
  /** The field's message, already in the page's language. */
  error?: string | null;
  /** Ids of more text describing the control (e.g. a strength meter below it). */
  describedBy?: string;
  /** Shown between the control and the error (a strength meter). */
  below?: ReactNode;
  /** The control: an input, select or textarea given the props that tie it to the frame. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field of any area: label, hint, control and error, tied together for assistive
 * technology (the hint and error describe the control, which is marked invalid with an error),
 * so a screen reader hears the message with the field.
 */
export function Field({ label, id, hint, error, describedBy, below, children }: FieldProps) {
  const made = useId();
  const controlId = id ?? made;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const described = [hint ? hintId : null, describedBy ?? null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': described || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {below}
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
