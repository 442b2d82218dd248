import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { PropertyDetail } from '@phuket/shared/api';
import {
  LANGUAGE_TAGS,
  PURCHASE_COST_RATES,
  SELLERS,
  type PurchaseCostKey,
  type Seller,
} from '@phuket/shared/contract';
import { currencySign } from '@phuket/shared/format';
import { formatDateIn, formatMoneyIn, msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import { CostField } from '../../common/cost-fields/CostField';
import { propertyMessages } from './messages';
import {
  PurchaseCostStore,
  type MortgageField,
  type PurchaseCostField,
} from './purchase-cost-store';

const LINE_LABELS: Record<PurchaseCostKey, string> = {
  transfer_fee: msgId('costs.transfer_fee'),
  specific_business_tax: msgId('costs.specific_business_tax'),
  stamp_duty: msgId('costs.stamp_duty'),
  withholding_tax: msgId('costs.withholding_tax'),
  mortgage_registration: msgId('costs.mortgage_registration'),
  lease_registration: msgId('costs.lease_registration'),
  lease_stamp_duty: msgId('costs.lease_stamp_duty'),
};

const SELLER_LABELS: Record<Seller, string> = {
  individual: msgId('costs.seller_individual'),
  company: msgId('costs.seller_company'),
};

/** The rate each line is charged at, shown in its label. */
const LINE_RATES: Record<PurchaseCostKey, number | null> = {
  transfer_fee: PURCHASE_COST_RATES.transferFeePercent,
  specific_business_tax: PURCHASE_COST_RATES.specificBusinessTaxPercent,
  stamp_duty: PURCHASE_COST_RATES.stampDutyPercent,
  withholding_tax: null,
  mortgage_registration: PURCHASE_COST_RATES.mortgageRegistrationPercent,
  lease_registration: PURCHASE_COST_RATES.leaseRegistrationPercent,
  lease_stamp_duty: PURCHASE_COST_RATES.leaseStampDutyPercent,
};

/**
 * A listing for sale: what buying it costs beyond the price (the Land Office's fee and the
 * seller's taxes, and who customarily pays which), and what a loan would cost a month. Both
 * worked out in the browser from the listing and the visitor's assumptions.
 */
export const PurchaseCosts = observer(function PurchaseCosts({
  property,
}: {
  property: PropertyDetail;
}) {
  const t = useMessages(propertyMessages);
  const locale = useLocale();
  const company = property.tenure === 'Thai company';
  const holding = property.tenure === 'Leasehold' ? 'lease' : 'transfer';
  const [store] = useState(
    () => new PurchaseCostStore({ priceThb: property.price_thb, holding, price: property.price }),
  );
  useEffect(() => store.setPrice(property.price), [store, property.price]);

  const sign = currencySign(property.currency);
  const baht = (value: number) => formatMoneyIn(locale, value, 'THB');
  const money = (value: number) => formatMoneyIn(locale, value, property.currency);
  const percent = (value: number) => value.toLocaleString(LANGUAGE_TAGS[locale]);
  // The page's currency beside baht: units of it per baht, from the listing's two prices.
  const perBaht = property.price_thb > 0 ? property.price / property.price_thb : 0;
  const shownToo = (value: number) =>
    property.currency === 'THB' || perBaht === 0
      ? ''
      : ` ${t('costs.approximately', { amount: money(value * perBaht) })}`;
  const { costs, input } = store;
  const lease = holding === 'lease';
  const field = (name: PurchaseCostField, label: string, unit: string) => (
    <CostField
      id={`purchase-${name}`}
      label={label}
      unit={unit}
      value={input[name]}
      onChange={(raw) => store.setNumber(name, raw)}
    />
  );
  const loanField = (name: MortgageField, label: string, unit: string, step = 1) => (
    <CostField
      id={`mortgage-${name}`}
      label={label}
      unit={unit}
      value={store.mortgage[name]}
      step={step}
      onChange={(raw) => store.setMortgage(name, raw)}
    />
  );

  return (
    <section
      aria-labelledby="property-costs-title"
      className="property-costs"
      data-testid="property-costs"
    >
      <h2 id="property-costs-title">{t('costs.title')}</h2>
      {company ? (
        <p>{t('costs.company_shares')}</p>
      ) : (
        <>
          <p>{lease ? t('costs.lead_lease') : t('costs.lead')}</p>
          <fieldset className="property-costs__assumptions">
            <legend>{t('costs.assumptions')}</legend>
            <div className="cost-fields">
              {lease ? null : (
                <>
                  {field('appraised', t('costs.appraised'), t('costs.unit_baht'))}
                  <div className="cost-field">
                    <label htmlFor="purchase-seller">{t('costs.seller')}</label>
                    <select
                      id="purchase-seller"
                      value={input.seller}
                      onChange={(event) => store.setSeller(event.target.value as Seller)}
                    >
                      {SELLERS.map((seller) => (
                        <option key={seller} value={seller}>
                          {t(SELLER_LABELS[seller])}
                        </option>
                      ))}
                    </select>
                  </div>
                  {field('yearsHeld', t('costs.years_held'), t('costs.unit_years'))}
                </>
              )}
              {field(
                'buyerTransferSharePercent',
                lease ? t('costs.buyer_share_lease') : t('costs.buyer_share_transfer'),
                t('costs.unit_percent'),
              )}
              {lease
                ? null
                : field(
                    'buyerTaxSharePercent',
                    t('costs.buyer_share_taxes'),
                    t('costs.unit_percent'),
                  )}
              {field('registeredLoan', t('costs.registered_loan'), t('costs.unit_baht'))}
            </div>
          </fieldset>
          {/* Scrolls sideways when a language's words do not fit a phone: focusable, so a
              keyboard can scroll it too. */}
          <div
            className="property-costs__table"
            role="region"
            aria-labelledby="property-costs-caption"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reachable by keyboard only so (WCAG 2.1.1; axe's scrollable-region-focusable)
            tabIndex={0}
          >
            <table>
              <caption id="property-costs-caption">{t('costs.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('costs.col_charge')}</th>
                  <th scope="col">{t('costs.col_amount')}</th>
                  <th scope="col">{t('costs.col_buyer')}</th>
                  <th scope="col">{t('costs.col_seller')}</th>
                </tr>
              </thead>
              <tbody aria-live="polite">
                {costs.lines.map((line) => (
                  <tr key={line.key} data-testid={`cost-${line.key}`}>
                    <th scope="row">
                      {t(LINE_LABELS[line.key], {
                        percent: percent(LINE_RATES[line.key] ?? 0),
                        years: String(PURCHASE_COST_RATES.sbtUnderYears),
                      })}
                    </th>
                    <td>{baht(line.amount)}</td>
                    <td>{baht(line.buyer)}</td>
                    <td>{baht(line.seller)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('costs.total')}</th>
                  <td>{baht(costs.buyerTotal + costs.sellerTotal)}</td>
                  <td data-testid="cost-buyer-total">{baht(costs.buyerTotal)}</td>
                  <td>{baht(costs.sellerTotal)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className="property-costs__all-in" data-testid="cost-all-in">
            {t('costs.all_in', { amount: baht(costs.buyerAllIn) })}
            {shownToo(costs.buyerAllIn)}
          </p>
          <p className="property-costs__basis">
            {t('costs.basis', { checked: formatDateIn(locale, PURCHASE_COST_RATES.checked) })}{' '}
            {t('costs.not_advice')}
          </p>
        </>
      )}
      <h3>{t('costs.mortgage_title')}</h3>
      <fieldset className="property-costs__assumptions">
        <legend>{t('costs.mortgage_legend')}</legend>
        <div className="cost-fields">
          {loanField('amount', t('costs.loan_amount'), t('costs.unit_money', { sign }))}
          {loanField('ratePercent', t('costs.loan_rate'), t('costs.unit_percent_year'), 0.1)}
          {loanField('years', t('costs.loan_years'), t('costs.unit_years'))}
        </div>
      </fieldset>
      <p className="property-costs__monthly" aria-live="polite" data-testid="mortgage-monthly">
        {t('costs.monthly', { amount: money(Math.round(store.monthlyPayment)) })}
      </p>
    </section>
  );
});
