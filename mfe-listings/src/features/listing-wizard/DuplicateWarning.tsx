import { observer } from 'mobx-react-lite';
import type { DuplicateSignal } from '@phuket/shared/contract';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import type { DuplicateCheck } from './duplicates-store';

const SIGNAL_WORDS: Record<DuplicateSignal, string> = {
  photo: 'the same photo',
  price: 'a price within 1 %',
  area: 'an area within 1 %',
};

function signalsText(signals: readonly DuplicateSignal[]): string {
  const words = signals.map((signal) => SIGNAL_WORDS[signal]);
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The preview's warning that this property may be on the site already. */
export const DuplicateWarning = observer(function DuplicateWarning({
  check,
}: {
  check: DuplicateCheck;
}) {
  if (check.matches.length === 0) return null;
  return (
    <section
      aria-labelledby="listing-preview-duplicates"
      className="listing-preview__duplicates"
      data-testid="duplicate-warning"
    >
      <h3 id="listing-preview-duplicates">This property may already be on the site</h3>
      <ul>
        {check.matches.map((match) => (
          <li key={match.id}>
            <Link to={paths.property(match.id)} target="_blank" rel="noopener">
              {match.title ?? `Listing ${match.id}`}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </Link>
            {match.yours ? ' (yours)' : ''}: {signalsText(match.matched_on)}.
          </li>
        ))}
      </ul>
      <p>
        {check.matchesOthers
          ? 'You can still publish. Our moderators will compare the two listings.'
          : 'You can still publish, or archive the older listing from My listings.'}
      </p>
    </section>
  );
});
