import type { ReactNode } from 'react';

/** A message about the whole form: an error is announced at once, a success politely. */
export function FormMessage({
  kind,
  children,
}: {
  kind: 'error' | 'success';
  children: ReactNode;
}) {
  return kind === 'error' ? (
    <div className="form-message form-message--error" role="alert">
      {children}
    </div>
  ) : (
    <div className="form-message form-message--success" role="status">
      {children}
    </div>
  );
}
