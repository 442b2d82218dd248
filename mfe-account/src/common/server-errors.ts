import { readApiError } from '@phuket/shared/api';
import type { ApiErrorBody } from '@phuket/shared/domain';

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
  const { message, errors, status } = readError(error);
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

interface AxiosLike {
  isAxiosError: true;
  response?: { status: number; data?: unknown };
}

function isAxiosLike(error: unknown): error is AxiosLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/**
 * readApiError() recognises errors by `instanceof AxiosError`. session.login()/register()
 * call through the stores' own bundled copy of axios, whose AxiosError is another class, so
 * those errors are read here by shape (axios marks every error with `isAxiosError`).
 */
export function readError(error: unknown): ApiErrorBody & { status: number | null } {
  const read = readApiError(error);
  if (read.status !== null || !isAxiosLike(error) || !error.response) return read;
  const body = error.response.data as Partial<ApiErrorBody> | undefined;
  return {
    status: error.response.status,
    message: typeof body?.message === 'string' ? body.message : read.message,
    errors: body?.errors ?? {},
  };
}
