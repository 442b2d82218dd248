import { endpoint } from '../endpoint';
import { IdParams } from '../schema-kit';
import {
  AuditLogQuery,
  AuditLogResponse,
  StaffBlockBody,
  StaffOverview,
  StaffRoleBody,
  StaffUser,
  StaffUserRecords,
  StaffUsersQuery,
  StaffUsersResponse,
  StaffVerifyBody,
} from '../staff';

const staff = { access: ['admin'], tag: 'staff' } as const;

/** The staff's users dashboard and the audit log of what staff do (admins only). */
export const staffEndpoints = {
  getStaffUsers: endpoint({
    method: 'GET',
    path: '/admin/users',
    ...staff,
    summary: 'Every account, newest first: search by name or email, filter by role and state',
    query: StaffUsersQuery,
    response: StaffUsersResponse,
    errors: [401, 403, 422],
  }),
  getUserRecords: endpoint({
    method: 'GET',
    path: '/admin/users/:id/records',
    ...staff,
    summary:
      "The account and its records: listings, the developers and projects it manages, presentations and the enquiries it received, at most 50 of each (newest first) with each list's total",
    params: IdParams,
    response: StaffUserRecords,
    errors: [401, 403, 404, 422],
  }),
  verifyUser: endpoint({
    method: 'POST',
    path: '/admin/users/:id/verify',
    ...staff,
    summary: 'Verify the agent or developer company (a badge on its public pages), or take it back',
    params: IdParams,
    body: StaffVerifyBody,
    response: StaffUser,
    errors: [401, 403, 404, 422],
  }),
  blockUser: endpoint({
    method: 'POST',
    path: '/admin/users/:id/block',
    ...staff,
    summary:
      'Block the account (its sessions end, its listings and presentations leave the public site) or unblock it',
    params: IdParams,
    body: StaffBlockBody,
    response: StaffUser,
    errors: [401, 403, 404, 422],
  }),
  changeUserRole: endpoint({
    method: 'POST',
    path: '/admin/users/:id/role',
    ...staff,
    summary: "Change the account's role",
    params: IdParams,
    body: StaffRoleBody,
    response: StaffUser,
    errors: [401, 403, 404, 422],
  }),
  getAuditLog: endpoint({
    method: 'GET',
    path: '/admin/audit-log',
    ...staff,
    summary: 'Every staff action (who, when, what, before and after), newest first',
    query: AuditLogQuery,
    response: AuditLogResponse,
    errors: [401, 403, 422],
  }),
  getStaffOverview: endpoint({
    method: 'GET',
    path: '/admin/overview',
    ...staff,
    summary:
      "What staff watch: new listings, publications, enquiries and sign-ups per UTC day over the last 90 days, listings by status, the moderation queue's age",
    response: StaffOverview,
    errors: [401, 403],
  }),
};
