import type { UserRow } from '../users/queries';
import type { ListingRow } from '../listings/queries';

/**
 * Whether publishing this listing waits for staff: the first publication of a listing whose
 * owner staff have not verified. Once approved, a listing goes back on the market (after sold,
 * rented or archived) at once; a verified account's listings publish at once and can still be
 * reported and reviewed (docs/moderation.md).
 */
export function needsReview(owner: Pick<UserRow, 'verifiedAt' | 'role'>, row: ListingRow): boolean {
  if (owner.role === 'admin' || owner.verifiedAt !== null) return false;
  return row.approvedAt === null;
}
