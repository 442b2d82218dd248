import type { ReactNode } from 'react';
import type { YieldCosts } from '@phuket/shared/contract';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../messages';
import { CostField } from '../cost-fields/CostField';
import './yield-costs.css';

const FIELDS: readonly { name: keyof YieldCosts; label: string; unit: string }[] = [
  {
    name: 'managementPercent',
    label: msgId('yield.management'),
    unit: msgId('yield.management_unit'),
  },
  { name: 'vacancyPercent', label: msgId('yield.vacancy'), unit: msgId('yield.vacancy_unit') },
  { name: 'commonFeePerSqm', label: msgId('yield.fees'), unit: msgId('yield.fees_unit') },
];

/**
 * The costs a visitor sets for a net rental yield: management, vacancy and common
 * fees, each a labelled number field with its unit. The property page's estimate and the
 * compare view (one set for the whole table) both use it; `idPrefix` keeps their ids apart.
 */
export function YieldCostFields({
  idPrefix,
  legend,
  costs,
  sign,
  onChange,
  children,
}: {
  idPrefix: string;
  legend: string;
  costs: YieldCosts;
  /** The chosen currency's sign: the common fee is money. */
  sign: string;
  onChange: (name: keyof YieldCosts, raw: string) => void;
  /** Said under the fields (what the costs apply to). */
  children?: ReactNode;
}) {
  const t = useMessages(catalogMessages);
  return (
    <fieldset className="yield-costs">
      <legend>{legend}</legend>
      <div className="cost-fields">
        {FIELDS.map(({ name, label, unit }) => (
          <CostField
            key={name}
            id={`${idPrefix}-${name}`}
            label={t(label)}
            unit={t(unit, { sign })}
            value={costs[name]}
            onChange={(raw) => onChange(name, raw)}
          />
        ))}
      </div>
      {children}
    </fieldset>
  );
}
