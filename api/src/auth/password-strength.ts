import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

import {
  ESTIMATOR_OPTIONS,
  MIN_PASSWORD_SCORE,
  TOO_EASY,
  personalWords,
} from '@phuket/shared/contract';

// The estimator options and the personal words are the contract's, the same in the account
// area's browser estimator (mfe-account/src/common/zxcvbn-estimator.ts): one verdict.
export { ESTIMATOR_OPTIONS, MIN_PASSWORD_SCORE, TOO_EASY, personalWords };

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
