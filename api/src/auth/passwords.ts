import { hash, verify } from '@node-rs/argon2';
import { judgePassword } from './password-strength';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the enum is an ambient const enum that isolatedModules cannot inline.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export { PASSWORD_MAX, PASSWORD_MIN } from '@phuket/shared/contract';

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

/**
 * Why a new password is refused, or null when it is acceptable: zxcvbn's estimate with the
 * person's own email and name as known words. The length rules are the body schema's.
 */
export async function passwordProblem(
  password: string,
  context: { email?: string; name?: string },
): Promise<string | null> {
  return (await judgePassword(password, context)).problem;
}
