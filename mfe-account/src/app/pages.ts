import { lazy } from 'react';
import type { ComponentType } from 'react';

/** Every screen of this area, each its own chunk, loaded when its route is visited. */
export const pages: Record<string, ComponentType> = {
  login: lazy(() => import('../features/auth/LoginPage')),
  register: lazy(() => import('../features/auth/RegisterPage')),
  forgot: lazy(() => import('../features/auth/ForgotPage')),
  'reset-password': lazy(() => import('../features/auth/ResetPasswordPage')),
  profile: lazy(() => import('../features/profile/ProfilePage')),
  'profile-edit': lazy(() => import('../features/profile/ProfileEditPage')),
};
