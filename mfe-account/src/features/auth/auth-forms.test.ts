import type { Credentials, RegisterInput } from '@phuket/shared/domain';
import { apiError, deferred } from '../../test/api-error';
import { ForgotForm } from './forgot-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetForm } from './reset-form';
import { afterRegisterPath, registerRoleOf, returnPath } from './return-path';

describe('LoginForm', () => {
  it('checks the fields before calling the API', async () => {
    const login = jest.fn<Promise<unknown>, [Credentials]>();
    const form = new LoginForm({ login });
    expect(await form.submit()).toBe(false);
    expect(form.errors).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
    form.setEmail('not-an-email');
    form.setPassword('x');
    expect(await form.submit()).toBe(false);
    expect(form.errors.email).toBe('Enter a valid email address.');
    expect(login).not.toHaveBeenCalled();
  });

  it('does not apply the new-password length rules to a login', async () => {
    const login = jest.fn<Promise<unknown>, [Credentials]>().mockResolvedValue({});
    const form = new LoginForm({ login });
    form.setEmail(' broker@example.com ');
    form.setPassword('short');
    expect(await form.submit()).toBe(true);
    expect(login).toHaveBeenCalledWith({ email: 'broker@example.com', password: 'short' });
  });

  it("shows the server's message for wrong credentials, above the form", async () => {
    const message = 'These credentials do not match our records.';
    const form = new LoginForm({
      login: () => Promise.reject(apiError(422, { message, errors: { email: [message] } })),
    });
    form.setEmail('broker@example.com');
    form.setPassword('wrong-password');
    expect(await form.submit()).toBe(false);
    expect(form.formError).toBe(message);
    expect(form.errors).toEqual({});
    expect(form.submitting).toBe(false);
  });

  it('ignores a second submit while the first is running', async () => {
    const call = deferred<unknown>();
    const login = jest.fn(() => call.promise);
    const form = new LoginForm({ login });
    form.setEmail('broker@example.com');
    form.setPassword('Phuket-demo-2024');
    const first = form.submit();
    expect(form.submitting).toBe(true);
    expect(await form.submit()).toBe(false);
    call.resolve({});
    expect(await first).toBe(true);
    expect(login).toHaveBeenCalledTimes(1);
  });
});

describe('returnPath', () => {
  it('returns to the page the guard sent the visitor from', () => {
    expect(returnPath({ from: '/profile/edit?tab=1' })).toBe('/profile/edit?tab=1');
  });

  it.each([
    [undefined],
    [null],
    [{}],
    [{ from: 'https://evil.example/' }],
    [{ from: '//evil.example/' }],
    [{ from: '/login' }],
    [{ from: '/reset-password?email=a' }],
  ])('falls back to home for %p', (state) => {
    expect(returnPath(state)).toBe('/');
  });
});

describe('registration from a page that asked', () => {
  it('offers the account the page asked for, else a broker\'s (where "Sell" leads)', () => {
    expect(registerRoleOf({ from: '/favourites', role: 'buyer' })).toBe('buyer');
    expect(registerRoleOf({ from: '/listing' })).toBe('broker');
    expect(registerRoleOf({ role: 'admin' })).toBe('broker');
    expect(registerRoleOf(null)).toBe('broker');
  });

  it('goes back to that page after registering, else to the new profile', () => {
    expect(afterRegisterPath({ from: '/properties?offer_type=Sale', role: 'buyer' })).toBe(
      '/properties?offer_type=Sale',
    );
    expect(afterRegisterPath(undefined)).toBe('/profile');
    expect(afterRegisterPath({ from: '//evil.example/' })).toBe('/profile');
  });
});

function filledRegisterForm(register: (input: RegisterInput) => Promise<unknown>) {
  const form = new RegisterForm({ register });
  form.setName(' Nok Broker ');
  form.setEmail('nok@example.com');
  form.setPhone({ phone: '+66812345678', problem: null });
  form.setPassword('Andaman-sea-42');
  form.setPasswordConfirmation('Andaman-sea-42');
  return form;
}

describe('RegisterForm', () => {
  it('reports every problem at once and sends nothing', async () => {
    const register = jest.fn<Promise<unknown>, [RegisterInput]>();
    const form = new RegisterForm({ register });
    form.setPassword('short');
    form.setPasswordConfirmation('other');
    expect(await form.submit()).toBe(false);
    expect(form.attempted).toBe(true);
    expect(form.errors).toEqual({
      name: 'Enter your name.',
      email: 'Enter your email address.',
      phone: 'Enter a phone number.',
      password: 'The password must be at least 8 characters.',
      password_confirmation: 'The passwords do not match.',
    });
    expect(register).not.toHaveBeenCalled();
  });

  it("an invalid phone blocks the submit with the phone field's message", async () => {
    const register = jest.fn<Promise<unknown>, [RegisterInput]>();
    const form = filledRegisterForm(register);
    form.setPhone({ phone: '+661', problem: 'The phone number is too short.' });
    expect(await form.submit()).toBe(false);
    expect(form.errors).toEqual({ phone: 'The phone number is too short.' });
    expect(register).not.toHaveBeenCalled();
  });

  it('sends the trimmed input with the chosen role', async () => {
    const register = jest.fn<Promise<unknown>, [RegisterInput]>().mockResolvedValue({});
    const form = filledRegisterForm(register);
    form.setRole('developer');
    expect(await form.submit()).toBe(true);
    expect(register).toHaveBeenCalledWith({
      name: 'Nok Broker',
      email: 'nok@example.com',
      phone: '+66812345678',
      password: 'Andaman-sea-42',
      password_confirmation: 'Andaman-sea-42',
      role: 'developer',
    });
  });

  it('refuses a password that is easy to guess before sending, as the server would', async () => {
    const register = jest.fn<Promise<unknown>, [RegisterInput]>().mockResolvedValue({});
    const form = filledRegisterForm(register);
    form.setEmail('zorbtakul@example.com');
    for (const weak of ['aaaaaaa1', 'Password1', 'zorbtakul2024']) {
      form.setPassword(weak);
      form.setPasswordConfirmation(weak);
      expect(await form.submit()).toBe(false);
      expect(form.errors.password).toMatch(/^This password is too easy to guess\. \S/);
      expect(form.submitting).toBe(false);
    }
    expect(register).not.toHaveBeenCalled();
    form.setPassword('Phuket-demo-2024');
    form.setPasswordConfirmation('Phuket-demo-2024');
    expect(await form.submit()).toBe(true);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('sends anyway when the estimator cannot be fetched: the server judges', async () => {
    const register = jest.fn<Promise<unknown>, [RegisterInput]>().mockResolvedValue({});
    const form = new RegisterForm({
      register,
      loadStrengthEstimator: () => Promise.reject(new Error('chunk failed')),
    });
    form.setName('Nok');
    form.setEmail('nok@example.com');
    form.setPhone({ phone: '+66812345678', problem: null });
    form.setPassword('aaaaaaa1');
    form.setPasswordConfirmation('aaaaaaa1');
    expect(await form.submit()).toBe(true);
    expect(register).toHaveBeenCalled();
  });

  it('puts server field errors under their fields', async () => {
    const form = filledRegisterForm(() =>
      Promise.reject(
        apiError(422, {
          message: 'The email has already been taken.',
          errors: {
            email: ['The email has already been taken.'],
            password: ['The password is too common. Choose a less predictable password.'],
          },
        }),
      ),
    );
    expect(await form.submit()).toBe(false);
    expect(form.errors).toEqual({
      email: 'The email has already been taken.',
      password: 'The password is too common. Choose a less predictable password.',
    });
    expect(form.formError).toBeNull();
    form.setEmail('other@example.com');
    expect(form.errors.email).toBeUndefined();
  });
});

describe('ForgotForm', () => {
  it('validates the email, then remembers where the code went', async () => {
    const forgotPassword = jest.fn<Promise<unknown>, [string]>().mockResolvedValue({});
    const form = new ForgotForm({ forgotPassword });
    expect(await form.submit()).toBe(false);
    expect(form.emailError).toBe('Enter your email address.');
    form.setEmail(' nok@example.com ');
    expect(await form.submit()).toBe(true);
    expect(forgotPassword).toHaveBeenCalledWith('nok@example.com');
    expect(form.sentTo).toBe('nok@example.com');
    form.again();
    expect(form.sentTo).toBeNull();
  });

  it('shows a rate limit as a message', async () => {
    const form = new ForgotForm({
      forgotPassword: () =>
        Promise.reject(apiError(429, { message: 'Too Many Requests' }, { 'retry-after': '60' })),
    });
    form.setEmail('nok@example.com');
    expect(await form.submit()).toBe(false);
    expect(form.formError).toBe('Too many attempts. Try again in 1 minute.');
  });
});

describe('ResetForm', () => {
  function resetForm(overrides: Partial<ConstructorParameters<typeof ResetForm>[0]> = {}) {
    const deps = {
      checkResetCode: jest.fn<Promise<unknown>, [string, string]>().mockResolvedValue({
        valid: true,
      }),
      resetPassword: jest.fn().mockResolvedValue({ message: 'ok' }),
      ...overrides,
    };
    return { deps, form: new ResetForm(deps, 'nok@example.com') };
  }

  it('step 1 needs the email and six digits, then checks the code', async () => {
    const { deps, form } = resetForm();
    form.setCode('12a3');
    expect(form.code).toBe('123');
    expect(await form.checkCode()).toBe(false);
    expect(form.errors.code).toBe('Enter the 6-digit code.');
    form.setCode('123456');
    expect(await form.checkCode()).toBe(true);
    expect(deps.checkResetCode).toHaveBeenCalledWith('nok@example.com', '123456');
    expect(form.step).toBe('password');
  });

  it('a wrong code stays on step 1 with the message under the code', async () => {
    const { form } = resetForm({
      checkResetCode: () =>
        Promise.reject(
          apiError(422, {
            message: 'The code is invalid or has expired.',
            errors: { code: ['The code is invalid or has expired.'] },
          }),
        ),
    });
    form.setCode('000000');
    expect(await form.checkCode()).toBe(false);
    expect([form.step, form.errors.code]).toEqual(['code', 'The code is invalid or has expired.']);
  });

  it('step 2 checks the new password, sends everything and ends at done', async () => {
    const { deps, form } = resetForm();
    form.setCode('123456');
    await form.checkCode();
    form.setPassword('Andaman-sea-42');
    form.setPasswordConfirmation('Andaman-sea-4');
    expect(await form.reset()).toBe(false);
    expect(form.errors.password_confirmation).toBe('The passwords do not match.');
    form.setPasswordConfirmation('Andaman-sea-42');
    expect(await form.reset()).toBe(true);
    expect(deps.resetPassword).toHaveBeenCalledWith({
      email: 'nok@example.com',
      code: '123456',
      password: 'Andaman-sea-42',
      password_confirmation: 'Andaman-sea-42',
    });
    expect([form.step, form.password]).toEqual(['done', '']);
  });

  it('step 2 refuses a password that is easy to guess before sending', async () => {
    const { deps, form } = resetForm();
    form.setCode('123456');
    await form.checkCode();
    form.setPassword('password123');
    form.setPasswordConfirmation('password123');
    expect(await form.reset()).toBe(false);
    expect(form.errors.password).toMatch(/^This password is too easy to guess\. \S/);
    expect([form.step, form.submitting]).toEqual(['password', false]);
    expect(deps.resetPassword).not.toHaveBeenCalled();
  });

  it('a code that expired before step 2 was sent goes back to step 1', async () => {
    const { form } = resetForm({
      resetPassword: () =>
        Promise.reject(
          apiError(422, {
            message: 'The code has expired.',
            errors: { code: ['The code has expired.'] },
          }),
        ),
    });
    form.setCode('123456');
    await form.checkCode();
    form.setPassword('Andaman-sea-42');
    form.setPasswordConfirmation('Andaman-sea-42');
    expect(await form.reset()).toBe(false);
    expect([form.step, form.errors.code]).toEqual(['code', 'The code has expired.']);
  });
});
