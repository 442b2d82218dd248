import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { PagesOf } from '@phuket/shared/routes';
import type { routes } from './routes';

type PageModule = { default: ComponentType };

/** The pages the server renders (routes.ts `serverRendered`): hydrating needs their code first. */
const serverRenderedLoaders: Record<string, (() => Promise<PageModule>) | undefined> = {
  login: () => import('../features/auth/LoginPage'),
  register: () => import('../features/auth/RegisterPage'),
  forgot: () => import('../features/auth/ForgotPage'),
};

/** A component for each page routes.ts declares, each its own chunk, loaded when visited. */
export const pages: PagesOf<typeof routes> = {
  login: lazy(() => import('../features/auth/LoginPage')),
  register: lazy(() => import('../features/auth/RegisterPage')),
  forgot: lazy(() => import('../features/auth/ForgotPage')),
  'reset-password': lazy(() => import('../features/auth/ResetPasswordPage')),
  profile: lazy(() => import('../features/profile/ProfilePage')),
  'profile-edit': lazy(() => import('../features/profile/ProfileEditPage')),
  enquiries: lazy(() => import('../features/enquiries/EnquiriesPage')),
  'saved-searches': lazy(() => import('../features/saved-searches/SavedSearchesPage')),
  'sent-enquiries': lazy(() => import('../features/sent-enquiries/SentEnquiriesPage')),
  'staff-overview': lazy(() => import('../features/staff-overview/StaffOverviewPage')),
  'staff-users': lazy(() => import('../features/staff-users/StaffUsersPage')),
  'staff-user-records': lazy(() => import('../features/staff-user-records/StaffUserRecordsPage')),
  'audit-log': lazy(() => import('../features/audit-log/AuditLogPage')),
};

/**
 * A server-rendered page's component itself, once its chunk (and CSS) has arrived: hydrating
 * needs it at hand, since a lazy component suspends on its first render.
 */
export async function preloadPage(name: string): Promise<ComponentType | undefined> {
  const load = serverRenderedLoaders[name];
  return load ? (await load()).default : undefined;
}
