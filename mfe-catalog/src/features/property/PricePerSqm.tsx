import type { PropertyDetail } from '@phuket/shared/api';
import { medianSide } from '@phuket/shared/format';
import { formatPercentIn, useLocale, useMessages } from '@phuket/shared/i18n';
import { DetailSection } from '../../common/detail/DetailSections';
import { propertyMessages } from './messages';
import { useMoney } from './use-money';

/**
 * "Is the price fair?": this sale's asking price per sq.m beside the median of comparable sales
 * (the API's `price_per_sqm`, only when enough were compared), in words and as two bars.
 */
export function PricePerSqm({
  comparison,
  currency,
}: {
  comparison: NonNullable<PropertyDetail['price_per_sqm']>;
  currency: string;
}) {
  const t = useMessages(propertyMessages);
  const locale = useLocale();
  const money = useMoney();
  const side = medianSide(comparison.difference_percent);
  const values = {
    percent: formatPercentIn(locale, Math.abs(comparison.difference_percent)),
    count: comparison.comparables_count,
    median: money(comparison.median_per_sqm, currency),
  };
  const sentence =
    side === 'below'
      ? t('price_sqm.below', values)
      : side === 'above'
        ? t('price_sqm.above', values)
        : t('price_sqm.about', values);
  const longest = Math.max(comparison.price_per_sqm, comparison.median_per_sqm);
  const bars = [
    { key: 'listing', label: t('price_sqm.this_listing'), value: comparison.price_per_sqm },
    { key: 'median', label: t('price_sqm.median'), value: comparison.median_per_sqm },
  ];
  return (
    <DetailSection id="price-sqm-title" title={t('price_sqm.title')}>
      <div className={`price-sqm price-sqm--${side}`} data-testid="price-per-sqm">
        <p className="price-sqm__value">
          {t('price_sqm.value', { price: money(comparison.price_per_sqm, currency) })}
        </p>
        <p>{sentence}</p>
        {/* The sentence says it all; the bars show it at a glance. */}
        <div className="price-sqm__bars" aria-hidden="true">
          {bars.map((bar) => (
            <div key={bar.key} className={`price-sqm__bar price-sqm__bar--${bar.key}`}>
              <span className="price-sqm__label">{bar.label}</span>
              {/* SVG, not a styled width: the page's CSP allows no inline styles. */}
              <svg
                className="price-sqm__track"
                viewBox="0 0 100 12"
                preserveAspectRatio="none"
                focusable="false"
              >
                <rect
                  className="price-sqm__fill"
                  width={Math.max(4, (bar.value / longest) * 100)}
                  height="12"
                />
              </svg>
            </div>
          ))}
        </div>
        <p className="price-sqm__note">{t('price_sqm.note')}</p>
      </div>
    </DetailSection>
  );
}
