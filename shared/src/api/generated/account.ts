// Generated from contract/endpoints/account.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { accountEndpoints } from '../../contract/endpoints/account';

export const accountRoutes = {
  forgotPassword: ['POST', '/forgot-password'],
  checkResetCode: ['POST', '/reset-password/check'],
  resetPassword: ['POST', '/reset-password'],
  updateAndConfirmEmail: ['POST', '/update-and-confirm-email'],
  updateAndConfirmPhone: ['POST', '/update-and-confirm-phone'],
  verifyCode: ['POST', '/verify-code/:type'],
  updateProfile: ['POST', '/profile/update'],
  updateSettings: ['POST', '/profile/update-settings'],
  getNotifications: ['POST', '/profile/get-notifications'],
  updateNotifications: ['POST', '/profile/update-notifications'],
  getAgentPage: ['POST', '/profile/get-agent-page'],
  updateAgentPage: ['POST', '/profile/update-agent-page'],
  changePassword: ['POST', '/profile/change-password'],
  getSessions: ['GET', '/profile/sessions'],
  signOutOtherSessions: ['POST', '/profile/sessions/sign-out-others'],
  deleteSession: ['DELETE', '/profile/sessions/:id'],
  uploadAvatar: ['POST', '/profile/upload-avatar'],
  uploadCompanyLogo: ['POST', '/profile/upload-company-logo'],
} as const satisfies EndpointRouteTable<typeof accountEndpoints>;
