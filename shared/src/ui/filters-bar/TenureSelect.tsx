import { useId } from 'react';
import { TENURE_FILTERS, TENURE_FILTER_LABELS, type TenureFilter } from '@phuket/shared/format';

export interface TenureSelectProps {
  value: TenureFilter | null;
  onChange: (next: TenureFilter | null) => void;
}

/**
 * How a foreign buyer can hold the property: a tenure, or "Foreign freehold possible" (the
 * rule: contract tenure-rules.ts). The panel's other selects show their values as they are;
 * this one needs labels, since the wire's "Foreign freehold" reads better with "possible".
 */
export function TenureSelect({ value, onChange }: TenureSelectProps) {
  const id = useId();
  return (
    <div className="filters-bar__field">
      <label htmlFor={id}>Tenure</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          const next = TENURE_FILTERS.find((choice) => choice === event.target.value);
          onChange(next ?? null);
        }}
      >
        <option value="">Any</option>
        {TENURE_FILTERS.map((choice) => (
          <option key={choice} value={choice}>
            {TENURE_FILTER_LABELS[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
