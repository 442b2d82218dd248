import { REGISTER_ROLES, type RegisterRole } from '@phuket/shared/contract';
import { paths } from '@phuket/shared/routes';

/**
 * Where to go after signing in: the page the guard sent the visitor from, when it is a path
 * of this site. Anything else (another origin, `//host`, the auth screens) falls back to home.
 */
export function returnPath(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state
      ? (state as { from: unknown }).from
      : null;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) {
    return paths.home;
  }
  const pathname = from.split(/[?#]/)[0] ?? '';
  const authScreens: string[] = [paths.login, paths.register, paths.forgot, paths.resetPassword];
  return authScreens.includes(pathname) ? paths.home : from;
}

/** The account the registration form offers first: the one a page asked for, else a broker's. */
export function registerRoleOf(state: unknown): RegisterRole {
  const role =
    typeof state === 'object' && state !== null && 'role' in state
      ? (state as { role: unknown }).role
      : null;
  return (REGISTER_ROLES as readonly unknown[]).includes(role) ? (role as RegisterRole) : 'broker';
}

/** Where registration leads: back to the page that asked, else the new profile. */
export function afterRegisterPath(state: unknown): string {
  const back = returnPath(state);
  return back === paths.home ? paths.profile : back;
}
