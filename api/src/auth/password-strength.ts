import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's 0..4 scale; 3 = "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

export const TOO_EASY = 'This password is too easy to guess.';

/*
 * Estimator options, the same in the account area's browser estimator
 * (mfe-account/src/common/zxcvbn-estimator.ts) so both sides give one verdict.
 * zxcvbn's matching grows steeply with length and with l33t substitutions: with its defaults
 * a 128-character repeated pattern took 1-2.5 s of main-thread CPU here, which any visitor
 * could ask for. 64 characters and 10 substitutions keep the worst case we found near 50 ms;
 * a password whose first 64 characters are guessable is refused, a strong prefix is enough.
 */
export const ESTIMATOR_OPTIONS = { maxLength: 64, l33tMaxSubstitutions: 10 } as const;

let estimator: Promise<ZxcvbnFactory> | null = null;

/**
 * Loads the dictionaries (~5 MB of word lists, ~0.5 s) on the first password chosen rather
 * than at start-up: most processes never see a sign-up and start faster without them.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [core, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new core.ZxcvbnFactory({
      ...ESTIMATOR_OPTIONS,
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })().catch((error: unknown) => {
    // A failed load must not stick: the next password tries again.
    estimator = null;
    throw error;
  });
  return estimator;
}

/** What the person is known by: "kanya2024" is weak for kanya@example.com. */
export function personalWords(context: { email?: string; name?: string }): string[] {
  const words = new Set<string>();
  const email = context.email?.trim().toLowerCase();
  if (email) {
    words.add(email);
    const local = email.split('@')[0] ?? '';
    words.add(local);
    for (const part of local.split(/[^a-z0-9]+/)) if (part.length >= 3) words.add(part);
  }
  const name = context.name?.trim().toLowerCase();
  if (name) {
    words.add(name);
    for (const part of name.split(/\s+/)) if (part.length >= 3) words.add(part);
  }
  words.delete('');
  return [...words];
}

export interface StrengthVerdict {
  score: number;
  /** null when the password is strong enough; otherwise the message for the password field. */
  problem: string | null;
}

export async function judgePassword(
  password: string,
  context: { email?: string; name?: string },
): Promise<StrengthVerdict> {
  const zxcvbn = await loadEstimator();
  const result = zxcvbn.check(password, personalWords(context));
  if (result.score >= MIN_PASSWORD_SCORE) return { score: result.score, problem: null };
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (text): text is string => typeof text === 'string' && text !== '',
  );
  return { score: result.score, problem: [TOO_EASY, ...advice].join(' ') };
}
