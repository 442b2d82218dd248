import { useMessages } from '@phuket/shared/i18n';
import { accountMessages } from './messages';
import { TextField } from './TextField';
import { CODE_LENGTH, normalizeCode } from './validation';

/** The 6-digit one-time code: numeric keypad on phones and autofill from the SMS or mail. */
export function CodeField({
  value,
  onChange,
  error,
  label,
  autoFocus,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  label?: string;
  autoFocus?: boolean;
}) {
  const t = useMessages(accountMessages);
  return (
    <TextField
      label={label ?? t('fields.code')}
      value={value}
      onChange={(text) => onChange(normalizeCode(text))}
      error={error}
      className="code-input"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={CODE_LENGTH}
      placeholder="••••••"
      hint={t('fields.code_hint', { count: CODE_LENGTH })}
      autoFocus={autoFocus}
      required
    />
  );
}
