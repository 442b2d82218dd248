import { readApiError } from '@phuket/shared/api';

export type LoadFailure = 'not-found' | 'unavailable';

/**
 * A 404 means the thing does not exist (or is not public); anything else — no answer, a 5xx,
 * a broken response — is worth a Retry.
 */
export function classifyLoadError(error: unknown): LoadFailure {
  return readApiError(error).status === 404 ? 'not-found' : 'unavailable';
}

/** Route ids are positive integers; anything else cannot exist and needs no request. */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
