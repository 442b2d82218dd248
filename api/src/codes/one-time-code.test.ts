import { createHash } from 'node:crypto';
import { CODE_PATTERN, generateCode, hashCode, sameHash } from './one-time-code';

const SECRET = 'test-secret-that-is-long-enough-0123456789';
const binding = { purpose: 'email_change' as const, userId: 7, target: 'new@example.com' };

describe('one-time codes', () => {
  it('are six digits, leading zeros kept, and vary', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateCode()));
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
    expect(codes.size).toBeGreaterThan(190);
  });

  it('hash to a keyed digest bound to purpose, account and target', () => {
    const h = hashCode(SECRET, binding, '012345');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHash(h, hashCode(SECRET, binding, '012345'))).toBe(true);
    expect(sameHash(h, hashCode(SECRET, binding, '012346'))).toBe(false);
    expect(sameHash(h, hashCode(SECRET, { ...binding, purpose: 'phone_change' }, '012345'))).toBe(
      false,
    );
    expect(sameHash(h, hashCode(SECRET, { ...binding, userId: 8 }, '012345'))).toBe(false);
    expect(
      sameHash(h, hashCode(SECRET, { ...binding, target: 'other@example.com' }, '012345')),
    ).toBe(false);
    expect(sameHash(h, hashCode('another-secret', binding, '012345'))).toBe(false);
  });

  it('cannot be recovered from the database alone (no secret, no plain hash)', () => {
    const stored = hashCode(SECRET, binding, '424242');
    // What an attacker with a dump would try: every code through a plain hash.
    const plain = createHash('sha256').update('424242').digest('hex');
    const withId = createHash('sha256').update('4242427').digest('hex');
    expect(stored).not.toBe(plain);
    expect(stored).not.toBe(withId);
  });

  it('compares only same-length hex digests', () => {
    expect(sameHash('', '')).toBe(false);
    expect(sameHash('abcd', 'abcdef')).toBe(false);
  });
});
