import { LISTING_STATS_PERIODS, type ListingStatsPeriod } from '@phuket/shared/domain';
import { useMessages } from '@phuket/shared/i18n';
import { listingsMessages } from '../../common/messages';

/** The last 7, 30 or 90 days: toggle buttons, the chosen one pressed. */
export function PeriodSwitch({
  days,
  onChange,
}: {
  days: ListingStatsPeriod;
  onChange: (days: ListingStatsPeriod) => void;
}) {
  const t = useMessages(listingsMessages);
  return (
    <div className="stats-period" role="group" aria-label={t('listing_stats.period')}>
      {LISTING_STATS_PERIODS.map((each) => (
        <button
          key={each}
          type="button"
          className={`button ${each === days ? '' : 'button--secondary '}stats-period__option`}
          aria-pressed={each === days}
          onClick={() => onChange(each)}
        >
          {t('listing_stats.last_days', { days: each })}
        </button>
      ))}
    </div>
  );
}

/** The period switch, and the alert with Retry when the figures could not be loaded. */
export function PeriodControls({
  days,
  failed,
  onChange,
  onRetry,
}: {
  days: ListingStatsPeriod;
  failed: boolean;
  onChange: (days: ListingStatsPeriod) => void;
  onRetry: () => void;
}) {
  const t = useMessages(listingsMessages);
  return (
    <>
      <p className="listing-stats__note">{t('listing_stats.note')}</p>
      <PeriodSwitch days={days} onChange={onChange} />
      {failed ? (
        <div className="listing-stats__state" role="alert">
          <p>{t('listing_stats.load_error')}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t('listing_stats.retry')}
          </button>
        </div>
      ) : null}
    </>
  );
}
