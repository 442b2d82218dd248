import { readApiError } from '@phuket/shared/api';

export type LoadFailure = 'not-found' | 'unavailable';

/**
 * A 404 means the thing does not exist (or is not public); anything else — no answer, a 5xx,
 * a broken response — is worth a Retry. `notFound`: the statuses that mean "not for you to
 * see" on this read (an owner's preview adds 401 and 403: a guest sees no more than 404).
 */
export function classifyLoadError(
  error: unknown,
  notFound: readonly number[] = [404],
): LoadFailure {
  const { status } = readApiError(error);
  return status !== null && notFound.includes(status) ? 'not-found' : 'unavailable';
}

/** Route ids are positive integers; anything else cannot exist and needs no request. */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
