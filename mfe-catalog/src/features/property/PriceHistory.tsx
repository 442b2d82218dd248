import type { PropertyDetail } from '@phuket/shared/api';
import { priceChangePercent, type PriceChange } from '@phuket/shared/contract';
import { formatPercentChangeIn, useLocale, useMessages } from '@phuket/shared/i18n';
import { DetailSection } from '../../common/detail/DetailSections';
import { dayIn } from '../../common/locale-format';
import { propertyMessages } from './messages';
import { useMoney } from './use-money';

/** The section's heading id: the price's "Reduced" note links here. */
export const PRICE_HISTORY_ID = 'price-history-title';

// The chart's own units: the SVG scales to the section's width, its strokes do not.
const WIDTH = 600;
const HEIGHT = 120;
const PAD = 8;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The asking price over time as a step line, from when it was listed to a little after its last
 * change (not to "now", which the server's render and the browser's would not agree on); only
 * when every change is in one currency (a line across currencies would compare nothing).
 */
function stepPath(history: readonly PriceChange[], listedAt: string): string | null {
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last) return null;
  const currency = first.old_currency;
  if (history.some((c) => c.old_currency !== currency || c.new_currency !== currency)) return null;
  const start = Math.min(Date.parse(listedAt), Date.parse(first.changed_at));
  const lastAt = Date.parse(last.changed_at);
  const end = lastAt + Math.max((lastAt - start) * 0.15, DAY_MS);
  const prices = [first.old_price, ...history.map((c) => c.new_price)];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const x = (time: number) => PAD + ((time - start) / Math.max(end - start, 1)) * (WIDTH - 2 * PAD);
  const y = (price: number) =>
    high === low ? HEIGHT / 2 : PAD + ((high - price) / (high - low)) * (HEIGHT - 2 * PAD);
  let path = `M${x(start).toFixed(1)} ${y(first.old_price).toFixed(1)}`;
  for (const change of history) {
    const at = x(Date.parse(change.changed_at)).toFixed(1);
    path += ` H${at} V${y(change.new_price).toFixed(1)}`;
  }
  return `${path} H${x(end).toFixed(1)}`;
}

/**
 * What the asking price has been since the listing went on the site: a small chart and the
 * changes, newest first, each in the currency the owner set it in.
 */
export function PriceHistory({ property }: { property: PropertyDetail }) {
  const t = useMessages(propertyMessages);
  const locale = useLocale();
  const money = useMoney();
  const history = property.price_history;
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last) return null;
  const path = stepPath(history, property.created_at);
  const summary = t('price_history.summary', {
    from: money(first.old_price, first.old_currency),
    date: dayIn(locale, property.created_at),
    to: money(last.new_price, last.new_currency),
  });
  return (
    <DetailSection id={PRICE_HISTORY_ID} title={t('price_history.title')}>
      <p className="price-history__lead">{t('price_history.lead')}</p>
      {path ? (
        <figure className="price-history__chart">
          {/* The caption says what the line shows; the table below has every figure. */}
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
            data-testid="price-history-chart"
          >
            <path d={path} vectorEffect="non-scaling-stroke" />
          </svg>
          {/* The day may differ between the server's and the visitor's time zone. */}
          <figcaption suppressHydrationWarning>{summary}</figcaption>
        </figure>
      ) : null}
      <table className="figures-table">
        <caption className="visually-hidden">{t('price_history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('price_history.date')}</th>
            <th scope="col">{t('price_history.price')}</th>
            <th scope="col">{t('price_history.change')}</th>
          </tr>
        </thead>
        <tbody>
          {[...history].reverse().map((change, index) => {
            const percent = priceChangePercent(change);
            return (
              // Two changes may share a time (a bulk write).
              <tr key={`${change.changed_at}-${index}`}>
                <td>
                  {/* The day may differ between the server's and the visitor's time zone. */}
                  <time dateTime={change.changed_at} suppressHydrationWarning>
                    {dayIn(locale, change.changed_at)}
                  </time>
                </td>
                <td>{money(change.new_price, change.new_currency)}</td>
                <td
                  className={
                    percent !== null && percent < 0 ? 'price-history__cut' : 'price-history__rise'
                  }
                >
                  {percent === null
                    ? t('price_history.currency_changed')
                    : formatPercentChangeIn(locale, percent)}
                </td>
              </tr>
            );
          })}
          <tr>
            <td>
              <time dateTime={property.created_at} suppressHydrationWarning>
                {dayIn(locale, property.created_at)}
              </time>
            </td>
            <td>{money(first.old_price, first.old_currency)}</td>
            <td>{t('price_history.listed')}</td>
          </tr>
        </tbody>
      </table>
    </DetailSection>
  );
}
