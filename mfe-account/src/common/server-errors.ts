import { readApiError } from '@phuket/shared/api';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface SplitError<F extends string> {
  fields: FieldErrors<F>;
  /** Shown above the form: the server's message when no field of this form explains it. */
  form: string | null;
  status: number | null;
}

/**
 * Splits a failed call into messages under the fields this form has and one message for the
 * rest, so nothing the server said is lost and nothing is said twice.
 */
export function splitApiError<F extends string>(
  error: unknown,
  formFields: readonly F[],
): SplitError<F> {
  const { message, errors, status } = readApiError(error);
  const fields: FieldErrors<F> = {};
  for (const field of formFields) {
    const first = errors?.[field]?.[0];
    if (first) fields[field] = first;
  }
  const placed = Object.keys(fields).length > 0;
  if (status === 429) return { fields: {}, form: tooManyAttempts(error, message), status };
  return { fields, form: placed ? null : message, status };
}

function tooManyAttempts(error: unknown, message: string): string {
  const retryAfter = readRetryAfter(error);
  if (retryAfter === null) return message;
  const minutes = Math.ceil(retryAfter / 60);
  return retryAfter < 60
    ? `Too many attempts. Try again in ${retryAfter} seconds.`
    : `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function readRetryAfter(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const response = (error as { response?: { headers?: Record<string, unknown> } }).response;
  const value = Number(response?.headers?.['retry-after']);
  return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}
