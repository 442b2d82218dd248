import { observer } from 'mobx-react-lite';
import { duplicateSignalsText, duplicatesAdvice } from '@phuket/shared/format';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import type { DuplicateCheck } from './duplicates-store';

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
            {match.yours ? ' (yours)' : ''}: {duplicateSignalsText(match.matched_on)}.
          </li>
        ))}
      </ul>
      <p>{duplicatesAdvice(check.matches)}</p>
    </section>
  );
});
