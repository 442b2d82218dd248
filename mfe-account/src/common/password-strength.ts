import { makeObservable, observable, runInAction } from 'mobx';
import { MIN_PASSWORD_SCORE, TOO_EASY, personalWords } from '@phuket/shared/domain';

// How strong a new password is, by the same estimator as the API (zxcvbn with its common and
// English dictionaries). The estimator is ~800 KB of word lists, so it is its own chunk,
// fetched when a new password is first typed; the server stays the judge either way.

/** zxcvbn's 0..4; the API refuses a new password below MIN_PASSWORD_SCORE. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

// The threshold, the refusal message and the personal words are the contract's: the API
// judges a new password with the same ones.
export { MIN_PASSWORD_SCORE, TOO_EASY, personalWords };

export interface PasswordStrength {
  score: StrengthScore;
  warning: string | null;
  suggestions: string[];
}

export type StrengthEstimator = (
  password: string,
  personalWords: readonly string[],
) => PasswordStrength;

export const STRENGTH_LABELS: Record<StrengthScore, string> = {
  0: 'Very weak',
  1: 'Weak',
  2: 'Fair',
  3: 'Strong',
  4: 'Very strong',
};

let estimator: Promise<StrengthEstimator> | null = null;

/** Fetches the estimator's chunk once per page; a failed fetch is tried again next time. */
export function loadStrengthEstimator(): Promise<StrengthEstimator> {
  estimator ??= import(/* webpackChunkName: "password-strength" */ './zxcvbn-estimator').then(
    (module) => module.createEstimator(),
    (error: unknown) => {
      estimator = null;
      throw error;
    },
  );
  return estimator;
}

/** The API's refusal for this strength (same words), or null when it is strong enough. */
export function strengthProblem(strength: PasswordStrength): string | null {
  if (strength.score >= MIN_PASSWORD_SCORE) return null;
  return [TOO_EASY, strength.warning, ...strength.suggestions]
    .filter((text): text is string => Boolean(text))
    .join(' ');
}

/**
 * The estimator as a form uses it: fetched on the first keystroke (prepare), measured while
 * typing (measure, null until it has arrived), and asked once more before sending (problem).
 */
export class PasswordStrengthCheck {
  estimator: StrengthEstimator | null = null;
  /** The chunk could not be fetched: no meter, and the server alone judges. */
  unavailable = false;

  private loading: Promise<StrengthEstimator | null> | null = null;
  private last: { key: string; strength: PasswordStrength } | null = null;

  constructor(private readonly load: () => Promise<StrengthEstimator> = loadStrengthEstimator) {
    // Explicit annotations: measure() must stay a plain (tracked) read for the meter's render.
    makeObservable(this, { estimator: observable.ref, unavailable: observable });
  }

  prepare(): Promise<StrengthEstimator | null> {
    this.loading ??= this.load().then(
      (loaded) => {
        runInAction(() => {
          this.estimator = loaded;
        });
        return loaded;
      },
      () => {
        runInAction(() => {
          this.unavailable = true;
        });
        return null;
      },
    );
    return this.loading;
  }

  measure(password: string, words: readonly string[]): PasswordStrength | null {
    const estimate = this.estimator;
    if (!estimate || password === '') return null;
    // One estimate per distinct input: re-renders for other reasons cost nothing.
    const key = `${password}\u0000${words.join('\u0000')}`;
    if (this.last?.key !== key) this.last = { key, strength: estimate(password, words) };
    return this.last.strength;
  }

  /** The refusal to show before sending, or null (strong, or no estimator: the API decides). */
  async problem(password: string, words: readonly string[]): Promise<string | null> {
    const loaded = await this.prepare();
    if (!loaded) return null;
    return strengthProblem(loaded(password, words));
  }
}
