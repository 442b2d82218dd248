import { observer } from 'mobx-react-lite';
import { msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import type { Translate } from '@phuket/shared/i18n';
import { accountMessages } from './messages';
import type { PasswordStrengthCheck, StrengthScore } from './password-strength';
import { MIN_PASSWORD_SCORE, STRENGTH_LABELS } from './password-strength';
import './password-strength.css';

/** The sentence the meter shows (and a screen reader hears) for the password typed so far. */
export function strengthText(
  check: PasswordStrengthCheck,
  password: string,
  words: readonly string[],
  withAdvice = true,
): { score: StrengthScore | null; text: string } {
  if (password === '' || check.unavailable) return { score: null, text: '' };
  const strength = check.measure(password, words);
  if (!strength) return { score: null, text: 'Checking password strength…' };
  const label = `Password strength: ${STRENGTH_LABELS[strength.score]}.`;
  if (strength.score >= MIN_PASSWORD_SCORE || !withAdvice) {
    return { score: strength.score, text: label };
  }
  const advice = strength.warning ?? strength.suggestions[0] ?? 'Make it longer and less common.';
  return { score: strength.score, text: `${label} ${advice}` };
}

const LEVEL_IDS: Record<StrengthScore, string> = {
  0: msgId('password.level_very_weak'),
  1: msgId('password.level_weak'),
  2: msgId('password.level_fair'),
  3: msgId('password.level_strong'),
  4: msgId('password.level_very_strong'),
};

/**
 * The meter's sentence in another language. The estimator's advice exists only in English, so
 * a weak password gets the general advice instead.
 */
function translatedText(t: Translate, score: StrengthScore | null, text: string, advice: boolean) {
  if (text === '') return '';
  if (score === null) return t('password.checking');
  const level = t(LEVEL_IDS[score]);
  return score >= MIN_PASSWORD_SCORE || !advice
    ? t('password.strength', { level })
    : t('password.strength_advice', { level });
}

/**
 * Four bars and a sentence under the new password. The bars are decoration (hidden from
 * assistive technology); the sentence says everything, in a polite live region, and the
 * password input points at it with aria-describedby.
 */
export const PasswordStrengthMeter = observer(function PasswordStrengthMeter({
  id,
  form,
}: {
  id: string;
  form: {
    password: string;
    strength: PasswordStrengthCheck;
    personalWords: readonly string[];
    errors: { password?: string };
  };
}) {
  const locale = useLocale();
  const t = useMessages(accountMessages);
  // A refusal under the field already gives zxcvbn's advice: the meter then says only the level.
  const { score, text: english } = strengthText(
    form.strength,
    form.password,
    form.personalWords,
    !form.errors.password,
  );
  const text = locale === 'en' ? english : translatedText(t, score, english, !form.errors.password);
  const level =
    score === null ? 'none' : score >= MIN_PASSWORD_SCORE ? 'good' : score === 2 ? 'fair' : 'weak';
  const filled = score === null ? 0 : Math.max(1, score);
  return (
    <div className={`strength strength--${level}`}>
      <div className="strength__bars" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={bar <= filled ? 'strength__bar is-filled' : 'strength__bar'} />
        ))}
      </div>
      <p id={id} className="strength__text" aria-live="polite">
        {text}
      </p>
    </div>
  );
});
