import { Link } from '@phuket/shared/router';
import { emptyFilters, filtersHref } from '@phuket/shared/filters';
import {
  FOREIGN_FREEHOLD,
  FOREIGN_QUOTA_PERCENT,
  OWNERSHIP_RULES_CHECKED,
  REGISTERED_LEASE_MAX_YEARS,
} from '@phuket/shared/format';
import { formatDateIn, msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import { foreignOwnershipMessages } from './messages';
import { DocumentPage } from '../../common/document/DocumentPage';

/** Each section's anchor: the ownership panels' cases, in the order a buyer meets them. */
const SECTIONS = [
  { id: 'condominium', title: msgId('foreign_ownership.section.condo') },
  { id: 'leasehold', title: msgId('foreign_ownership.section.lease') },
  { id: 'thai-company', title: msgId('foreign_ownership.section.company') },
  { id: 'land', title: msgId('foreign_ownership.section.land') },
  { id: 'before-you-pay', title: msgId('foreign_ownership.section.check') },
];

const CHECKS = [
  msgId('foreign_ownership.check.lawyer'),
  msgId('foreign_ownership.check.costs'),
  msgId('foreign_ownership.check.documents'),
];

/** The search the guide ends with: sales a foreigner can own freehold (tenure-rules.ts). */
const FOREIGN_FREEHOLD_SEARCH = filtersHref({
  ...emptyFilters(),
  offer_type: 'Sale',
  tenure: FOREIGN_FREEHOLD,
});

/** /foreign-ownership: every way a foreigner holds property in Thailand, in plain words. */
export default function ForeignOwnershipPage() {
  const t = useMessages(foreignOwnershipMessages);
  const locale = useLocale();
  const percent = FOREIGN_QUOTA_PERCENT;
  return (
    <DocumentPage
      title={t('foreign_ownership.title')}
      intro={
        <>
          <p className="document__lead">{t('foreign_ownership.lead')}</p>
          <p>
            {t('foreign_ownership.checked', {
              date: formatDateIn(locale, OWNERSHIP_RULES_CHECKED),
            })}
          </p>
        </>
      }
      contentsLabel={t('foreign_ownership.contents')}
      sections={SECTIONS.map((section) => ({ id: section.id, title: t(section.title) }))}
    >
      <section id="condominium">
        <h2>{t('foreign_ownership.section.condo')}</h2>
        <p>{t('foreign_ownership.condo.what', { percent })}</p>
        <p>{t('foreign_ownership.condo.money')}</p>
        <p>{t('foreign_ownership.condo.quota')}</p>
      </section>
      <section id="leasehold">
        <h2>{t('foreign_ownership.section.lease')}</h2>
        <p>{t('foreign_ownership.lease.what', { years: REGISTERED_LEASE_MAX_YEARS })}</p>
        <p>{t('foreign_ownership.lease.renewals')}</p>
        <p>{t('foreign_ownership.lease.cost')}</p>
      </section>
      <section id="thai-company">
        <h2>{t('foreign_ownership.section.company')}</h2>
        <p>{t('foreign_ownership.company.what', { percent })}</p>
        <p>{t('foreign_ownership.company.risk')}</p>
      </section>
      <section id="land">
        <h2>{t('foreign_ownership.section.land')}</h2>
        <p>{t('foreign_ownership.land.what')}</p>
      </section>
      <section id="before-you-pay">
        <h2>{t('foreign_ownership.section.check')}</h2>
        <ul>
          {CHECKS.map((check) => (
            <li key={check}>{t(check)}</li>
          ))}
        </ul>
      </section>
      <p>
        <Link className="button" to={FOREIGN_FREEHOLD_SEARCH}>
          {t('foreign_ownership.browse')}
        </Link>
      </p>
    </DocumentPage>
  );
}
