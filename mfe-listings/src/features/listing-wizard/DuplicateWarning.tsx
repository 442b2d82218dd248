import { observer } from 'mobx-react-lite';
import { duplicateSignalsText, duplicatesAdvice } from '@phuket/shared/format';
import { useMessages } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { listingsMessages } from '../../common/messages';
import type { DuplicateCheck } from './duplicates-store';

/** The preview's warning that this property may be on the site already. */
export const DuplicateWarning = observer(function DuplicateWarning({
  check,
}: {
  check: DuplicateCheck;
}) {
  const t = useMessages(listingsMessages);
  if (check.matches.length === 0) return null;
  return (
    <section
      aria-labelledby="listing-preview-duplicates"
      className="listing-preview__duplicates"
      data-testid="duplicate-warning"
    >
      <h3 id="listing-preview-duplicates">{t('preview.duplicates_heading')}</h3>
      <ul>
        {check.matches.map((match) => (
          <li key={match.id}>
            <Link to={paths.property(match.id)} target="_blank" rel="noopener">
              {match.title !== null ? (
                <span data-user-content>{match.title}</span>
              ) : (
                t('preview.listing_number', { id: match.id })
              )}
              <span className="visually-hidden"> {t('preview.new_tab')}</span>
            </Link>
            {match.yours ? ` ${t('preview.yours')}` : ''}: {duplicateSignalsText(match.matched_on)}.
          </li>
        ))}
      </ul>
      <p>{duplicatesAdvice(check.matches)}</p>
    </section>
  );
});
