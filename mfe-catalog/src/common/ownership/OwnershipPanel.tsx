import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import {
  FOREIGN_QUOTA_PERCENT,
  REGISTERED_LEASE_MAX_YEARS,
  type Ownership,
} from '@phuket/shared/format';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { DetailSection } from '../detail/DetailSections';
import { ownershipMessages } from './messages';
import './ownership.css';

/** How the short answer reads at a glance; the words say it too, never the colour alone. */
type Tone = 'yes' | 'partly' | 'no' | 'unknown';

const VERDICTS: Record<Ownership['kind'], { verdict: string; tone: Tone }> = {
  'foreign-freehold': { verdict: msgId('ownership.verdict_own'), tone: 'yes' },
  'project-freehold': { verdict: msgId('ownership.verdict_project'), tone: 'yes' },
  leasehold: { verdict: msgId('ownership.verdict_lease'), tone: 'partly' },
  'thai-company': { verdict: msgId('ownership.verdict_company'), tone: 'partly' },
  'land-freehold': { verdict: msgId('ownership.verdict_land'), tone: 'partly' },
  'quota-full': { verdict: msgId('ownership.verdict_not_own'), tone: 'no' },
  'thai-quota': { verdict: msgId('ownership.verdict_not_own'), tone: 'no' },
  unstated: { verdict: msgId('ownership.verdict_unstated'), tone: 'unknown' },
};

type Translate = ReturnType<typeof useMessages>;

/** The case in sentences: what the seller states, and what it means for a foreign buyer. */
function explanation(ownership: Ownership, t: Translate): string[] {
  const percent = FOREIGN_QUOTA_PERCENT;
  const unitsLeft = (units: number | null) =>
    units === null ? [] : [t('ownership.units_left', { count: units })];
  switch (ownership.kind) {
    case 'foreign-freehold':
      return [t('ownership.foreign_freehold'), ...unitsLeft(ownership.units_left)];
    case 'project-freehold':
      return [t('ownership.project_freehold', { percent }), ...unitsLeft(ownership.units_left)];
    case 'quota-full':
      return [t('ownership.quota_full')];
    case 'thai-quota':
      return [t('ownership.thai_quota')];
    case 'land-freehold':
      return [t('ownership.land_freehold')];
    case 'thai-company':
      return [t('ownership.thai_company', { percent })];
    case 'unstated':
      return [t('ownership.unstated')];
    case 'leasehold':
      if (ownership.years === null || ownership.registered === null) {
        return [t('ownership.lease_unstated', { years: REGISTERED_LEASE_MAX_YEARS })];
      }
      if (ownership.renewals === 0) return [t('ownership.lease_term', { years: ownership.years })];
      return [
        t('ownership.lease_renewals', {
          years: ownership.years,
          registered: ownership.registered,
          renewals: ownership.renewals,
        }),
      ];
  }
}

/**
 * "Can a foreigner own it?" on a property or project page: the short answer, why, and the
 * page that explains every way (/foreign-ownership). From what the seller states, and said so.
 */
export function OwnershipPanel({ ownership }: { ownership: Ownership }) {
  const t = useMessages(ownershipMessages);
  const { verdict, tone } = VERDICTS[ownership.kind];
  return (
    <DetailSection id="ownership-title" title={t('ownership.title')}>
      <div className={`ownership ownership--${tone}`} data-testid="ownership-panel">
        <p className="ownership__verdict">
          <span className="ownership__mark" aria-hidden="true" />
          <strong>{t(verdict)}</strong>
        </p>
        {explanation(ownership, t).map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
        <p className="ownership__more">
          <Link to={paths.foreignOwnership}>{t('ownership.learn')}</Link>
        </p>
        <p className="ownership__note">{t('ownership.not_advice')}</p>
      </div>
    </DetailSection>
  );
}
