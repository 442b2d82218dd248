import type { DuplicateSignal } from '../contract/listings';

const SIGNAL_WORDS: Record<DuplicateSignal, string> = {
  photo: 'the same photo',
  price: 'a price within 1 %',
  area: 'an area within 1 %',
};

/** What a look-alike shares, in words: "the same photo, a price within 1 % and an area within 1 %". */
export function duplicateSignalsText(signals: readonly DuplicateSignal[]): string {
  const words = signals.map((signal) => SIGNAL_WORDS[signal]);
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What publishing beside a look-alike means: both kinds are shown to the moderators. */
export function duplicatesAdvice(matches: readonly { yours: boolean }[]): string {
  return matches.some((match) => !match.yours)
    ? 'You can still publish. Our moderators will compare the two listings.'
    : 'You can still publish; our moderators will see both. If it is the same property, archive the older listing from My listings.';
}
