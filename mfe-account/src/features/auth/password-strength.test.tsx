import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterForm } from './register-form';
import { NewPasswordFields } from '../../common/NewPasswordFields';
import {
  PasswordStrengthCheck,
  TOO_EASY,
  loadStrengthEstimator,
  personalWords,
  strengthProblem,
} from '../../common/password-strength';
import type { StrengthEstimator } from '../../common/password-strength';

// The real estimator (zxcvbn and its dictionaries), as the browser fetches it.
let estimate: StrengthEstimator;
beforeAll(async () => {
  estimate = await loadStrengthEstimator();
});

describe('the strength estimator', () => {
  it.each(['aaaaaaa1', 'password123', 'Password1', 'Qwerty123', 'phuket2024'])(
    'refuses %s as too easy to guess, with advice',
    (password) => {
      const problem = strengthProblem(estimate(password, []));
      expect(problem).toMatch(new RegExp(`^${TOO_EASY.replace('.', '\\.')} \\S`));
    },
  );

  it.each(['Phuket-demo-2024', 'Andaman-sea-42', 'correct horse battery staple'])(
    'accepts %s',
    (password) => {
      expect(estimate(password, []).score).toBeGreaterThanOrEqual(3);
    },
  );

  it("refuses the person's own email or name with digits, which is fine for anyone else", () => {
    const words = personalWords({ email: 'zorbtakul@example.com', name: 'Wirapongchai Saetang' });
    expect(words).toEqual(
      expect.arrayContaining(['zorbtakul@example.com', 'zorbtakul', 'wirapongchai']),
    );
    expect(strengthProblem(estimate('zorbtakul2024', words))).toMatch(/^This password is too/);
    expect(strengthProblem(estimate('wirapongchai1990', words))).toMatch(/^This password is too/);
    expect(strengthProblem(estimate('zorbtakul2024', []))).toBeNull();
  });
});

describe('PasswordStrengthCheck', () => {
  it('measures nothing until the estimator has arrived, then every input', async () => {
    const check = new PasswordStrengthCheck();
    expect(check.measure('aaaaaaa1', [])).toBeNull();
    await check.prepare();
    expect(check.measure('aaaaaaa1', [])?.score).toBeLessThan(3);
    expect(check.measure('', [])).toBeNull();
    await expect(check.problem('Phuket-demo-2024', [])).resolves.toBeNull();
  });

  it('leaves the verdict to the server when the estimator cannot be fetched', async () => {
    const check = new PasswordStrengthCheck(() => Promise.reject(new Error('offline')));
    await expect(check.problem('aaaaaaa1', [])).resolves.toBeNull();
    expect(check.unavailable).toBe(true);
  });
});

describe('the strength meter', () => {
  let formUnderTest: RegisterForm | null = null;
  function renderFields(email = '') {
    const form = new RegisterForm({ register: jest.fn() });
    formUnderTest = form;
    form.setName('Nok');
    form.setEmail(email);
    form.setPhone({ phone: '+66812345678', problem: null });
    render(
      <form>
        <NewPasswordFields form={form} label="Password" confirmLabel="Confirm password" />
      </form>,
    );
    return form;
  }

  it('says the strength in words, in a polite live region the input points at', async () => {
    const person = userEvent.setup();
    renderFields();
    const input = screen.getByLabelText('Password');
    const meter = document.getElementById(
      (input.getAttribute('aria-describedby') ?? '').split(' ')[1] ?? '',
    );
    expect(meter).toHaveAttribute('aria-live', 'polite');
    expect(meter).toHaveTextContent('');

    await person.type(input, 'aaaaaaa1');
    expect(await screen.findByText(/^Password strength: Weak\./)).toBe(meter);
    expect(meter).toHaveTextContent('Repeated characters like "aaa" are easy to guess.');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Password strength: Weak.'));

    await person.clear(input);
    await person.type(input, 'Andaman-sea-breeze-77');
    expect(meter).toHaveTextContent(/^Password strength: Very strong\.$/);
    await person.clear(input);
    expect(meter).toHaveTextContent('');
  });

  it('says only the level once the refusal under the field gives the advice', async () => {
    const person = userEvent.setup();
    renderFields('nok@example.com');
    await person.type(screen.getByLabelText('Password'), 'aaaaaaa1');
    const meter = await screen.findByText(/^Password strength: Weak\./);
    expect(meter).toHaveTextContent(/Repeated characters/);
    await person.type(screen.getByLabelText('Confirm password'), 'aaaaaaa1');
    // The page's submit, as RegisterPage wires it.
    await act(async () => {
      await formUnderTest!.submit();
    });
    expect(meter).toHaveTextContent(/^Password strength: Weak\.$/);
    expect(
      screen.getByText(/^This password is too easy to guess\. Repeated characters/),
    ).toBeVisible();
  });

  it("counts the person's name and email as easy words", async () => {
    const person = userEvent.setup();
    renderFields('zorbtakul@example.com');
    await person.type(screen.getByLabelText('Password'), 'zorbtakul2024');
    expect(
      await screen.findByText(/^Password strength: (Very weak|Weak|Fair)\./),
    ).toHaveTextContent('There should not be any personal or page related data.');
  });
});
