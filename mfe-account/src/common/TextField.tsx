import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from '@phuket/shared/ui';
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
  /** Shown between the input and the error (a strength meter). */
  below?: ReactNode;
}

/** The shared Field around a text input, its message in the page's language. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  describedBy,
  below,
  ...input
}: TextFieldProps) {
  const say = useKnownMessages();
  return (
    <Field
      label={label}
      hint={hint}
      error={error ? say(error) : null}
      describedBy={describedBy}
      below={below}
    >
      {(control) => (
        <input
          {...input}
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
