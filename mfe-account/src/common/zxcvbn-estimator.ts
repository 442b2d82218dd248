import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { ESTIMATOR_OPTIONS } from '@phuket/shared/domain';
import type { PasswordStrength, StrengthEstimator } from './password-strength';

// This module and the word lists it imports are a chunk of their own, fetched only when
// someone types a new password (password-strength.ts imports it with import()).

/**
 * The contract's options, the API's too, so the meter and the server agree: the first 64
 * characters, at most 10 l33t substitutions (bounds the work per keystroke).
 */
const OPTIONS = ESTIMATOR_OPTIONS;

export function createEstimator(): StrengthEstimator {
  const zxcvbn = new ZxcvbnFactory({
    ...OPTIONS,
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
  });
  return (password, personalWords): PasswordStrength => {
    const result = zxcvbn.check(password, [...personalWords]);
    return {
      score: result.score,
      warning: result.feedback.warning || null,
      suggestions: result.feedback.suggestions.filter((text) => text !== ''),
    };
  };
}
