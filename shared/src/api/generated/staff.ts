// Generated from contract/endpoints/staff.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { staffEndpoints } from '../../contract/endpoints/staff';

export const staffRoutes = {
  getStaffUsers: ['GET', '/admin/users'],
  getUserRecords: ['GET', '/admin/users/:id/records'],
  verifyUser: ['POST', '/admin/users/:id/verify'],
  blockUser: ['POST', '/admin/users/:id/block'],
  changeUserRole: ['POST', '/admin/users/:id/role'],
  getAuditLog: ['GET', '/admin/audit-log'],
  getStaffOverview: ['GET', '/admin/overview'],
} as const satisfies EndpointRouteTable<typeof staffEndpoints>;
