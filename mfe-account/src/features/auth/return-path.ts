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
