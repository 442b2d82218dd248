import type { PropertyDetail } from '@phuket/shared/api';
import { paymentPlanAmounts } from '@phuket/shared/contract';
import { formatPercentIn, useLocale, useMessages } from '@phuket/shared/i18n';
import { DetailSection } from '../../common/detail/DetailSections';
import { propertyMessages } from './messages';
import { useMoney } from './use-money';

/**
 * An off-plan unit: its project's payment plan applied to this price, in the page's currency,
 * what is due at each stage. The stages' names are the developer's words, kept as written.
 */
export function PaymentPlan({ property }: { property: PropertyDetail }) {
  const t = useMessages(propertyMessages);
  const locale = useLocale();
  const money = useMoney();
  const stages = property.payment_plan;
  const amounts = paymentPlanAmounts(property.price, stages);
  const percent = (value: number) => formatPercentIn(locale, value);
  return (
    <DetailSection id="payment-plan-title" title={t('payment_plan.title')}>
      <div className="payment-plan">
        <p className="payment-plan__lead">
          {property.completion
            ? t('payment_plan.lead_completion', { completion: property.completion })
            : t('payment_plan.lead')}
        </p>
        <table className="figures-table" data-testid="payment-plan">
          <caption className="visually-hidden">{t('payment_plan.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('payment_plan.stage')}</th>
              <th scope="col">{t('payment_plan.share')}</th>
              <th scope="col">{t('payment_plan.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {stages.map((stage, index) => (
              <tr key={index}>
                <th scope="row" data-user-content>
                  {stage.label}
                </th>
                <td>{percent(stage.percent)}</td>
                <td>{money(amounts[index] ?? 0, property.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('payment_plan.total')}</th>
              <td>{percent(100)}</td>
              <td>{money(Math.round(property.price), property.currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </DetailSection>
  );
}
