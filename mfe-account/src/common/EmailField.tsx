import { useMessages } from '@phuket/shared/i18n';
import { accountMessages } from './messages';
import { TextField } from './TextField';

/** The account's email address, marked 'email' so browsers and password managers fill it. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (email: string) => void;
  error?: string | null;
}) {
  const t = useMessages(accountMessages);
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      error={error}
      required
    />
  );
}
