import type { ReactNode } from 'react';
import type { YieldCosts } from '@phuket/shared/contract';
import './yield-costs.css';

const FIELDS: readonly { name: keyof YieldCosts; label: string; unit: (sign: string) => string }[] =
  [
    { name: 'managementPercent', label: 'Management', unit: () => '% of rent' },
    { name: 'vacancyPercent', label: 'Vacancy', unit: () => '% of the year' },
    { name: 'commonFeePerSqm', label: 'Common fees', unit: (sign) => `${sign} per sq.m a month` },
  ];

/**
 * The costs a visitor sets for a net rental yield (issue 15): management, vacancy and common
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
  return (
    <fieldset className="yield-costs">
      <legend>{legend}</legend>
      <div className="yield-costs__fields">
        {FIELDS.map(({ name, label, unit }) => {
          const id = `${idPrefix}-${name}`;
          return (
            <div key={name} className="yield-costs__field">
              <label htmlFor={id}>{label}</label>
              <input
                id={id}
                type="number"
                inputMode="decimal"
                min={0}
                step={1}
                value={costs[name]}
                aria-describedby={`${id}-unit`}
                onChange={(event) => onChange(name, event.target.value)}
              />
              <span id={`${id}-unit`}>{unit(sign)}</span>
            </div>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}
