import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the enum is an ambient const enum that isolatedModules cannot inline.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", not as a 500.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same argon2 work as a real check, for logins with an unknown email: without it
 * the response time would tell an attacker which emails have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equalizer-not-a-real-password');
  await verifyPassword(await dummyHash, password);
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  context: { email?: string; name?: string },
): string | null {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) {
    return 'The password is too common. Choose a less predictable password.';
  }
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower === local) {
    return 'The password must not be the same as your email address.';
  }
  if (/^(.)\1+$/.test(password)) {
    return 'The password must not be a single repeated character.';
  }
  return null;
}
