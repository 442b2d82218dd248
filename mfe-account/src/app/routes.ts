import type { StandaloneRoute } from '@phuket/shared/harness';

/** Paths of this area for the standalone harness; inside the site the shell's table rules. */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/login', page: 'login' },
  { path: '/register', page: 'register' },
  { path: '/forgot', page: 'forgot' },
  { path: '/reset-password', page: 'reset-password' },
  { path: '/profile', page: 'profile' },
  { path: '/profile/edit', page: 'profile-edit' },
];
