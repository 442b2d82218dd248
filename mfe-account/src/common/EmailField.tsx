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
  return (
    <TextField
      label="Email"
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
