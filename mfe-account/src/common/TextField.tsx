import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useKnownMessages } from './known-messages';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  /** Ids of more text describing the input (e.g. a strength meter below it). */
  describedBy?: string;
  /** Shown between the hint and the error (a strength meter). */
  below?: ReactNode;
}

/** Label, input and the message under it, tied together for assistive technology. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  describedBy: extra,
  below,
  ...input
}: TextFieldProps) {
  const id = useId();
  const say = useKnownMessages();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, extra ?? null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {below}
      {error && (
        <p id={errorId} className="field-error">
          {say(error)}
        </p>
      )}
    </div>
  );
}
