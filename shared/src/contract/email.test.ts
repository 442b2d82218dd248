import { EMAIL_MAX, isEmailAddress } from './limits';

describe('isEmailAddress, the one test every form and the subscription use', () => {
  it.each(['nok@example.com', 'a.b+tag@mail.co.th', 'x@y.io'])('takes %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each([
    '',
    'nok',
    'nok@',
    '@example.com',
    'nok@example',
    'nok@example.',
    'nok@example.com.',
    'nok @example.com',
    'nok@exa mple.com',
    'nok@@example.com',
  ])('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });

  it('refuses an address longer than the column', () => {
    const domain = '@example.com';
    expect(isEmailAddress(`${'a'.repeat(EMAIL_MAX - domain.length)}${domain}`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(EMAIL_MAX - domain.length + 1)}${domain}`)).toBe(false);
  });
});
