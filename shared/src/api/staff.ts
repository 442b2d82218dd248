import type {
  AuditEntry,
  AuditLogQuery,
  AuditLogResponse,
  Role,
  StaffOverview,
  StaffUser,
  StaffUserRecords,
  StaffUsersQuery,
  StaffUsersResponse,
} from '../contract';
import type { staffEndpoints } from '../contract/endpoints/staff';
import { endpointCaller } from '@phuket/shared/api';
import { staffRoutes } from './generated/staff';

// The staff's users dashboard and audit log (admins). Errors are re-thrown: 403 for any other
// role, 404 for an account that is gone, 422 for the acting admin's own account.

export type {
  AuditEntry,
  AuditLogQuery,
  AuditLogResponse,
  StaffOverview,
  StaffUser,
  StaffUserRecords,
  StaffUsersQuery,
};

const call = endpointCaller<typeof staffEndpoints>(staffRoutes);

export async function getStaffUsers(query: StaffUsersQuery): Promise<StaffUsersResponse> {
  return call('getStaffUsers', { query });
}

/** One account with its listings, companies, projects, presentations and enquiries received. */
export async function getUserRecords(
  id: number,
  options: { signal?: AbortSignal } = {},
): Promise<StaffUserRecords> {
  return call('getUserRecords', { params: { id } }, options);
}

export async function verifyUser(id: number, verified: boolean): Promise<StaffUser> {
  return call('verifyUser', { params: { id }, body: { verified } });
}

export async function blockUser(id: number, blocked: boolean): Promise<StaffUser> {
  return call('blockUser', { params: { id }, body: { blocked } });
}

export async function changeUserRole(id: number, role: Role): Promise<StaffUser> {
  return call('changeUserRole', { params: { id }, body: { role } });
}

export async function getAuditLog(query: AuditLogQuery): Promise<AuditLogResponse> {
  return call('getAuditLog', { query });
}

/** The overview's figures and daily series (admins). */
export async function getStaffOverview(): Promise<StaffOverview> {
  return call('getStaffOverview');
}
