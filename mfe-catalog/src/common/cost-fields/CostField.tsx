import './cost-fields.css';

/**
 * A labelled number a visitor sets in an estimate (a yield cost, a buying-cost assumption, a
 * loan term), with its unit said after it and read with it. Lay several out in a
 * `.cost-fields` row; a select among them takes `.cost-field` for the same look.
 */
export function CostField({
  id,
  label,
  unit,
  value,
  step = 1,
  onChange,
}: {
  id: string;
  label: string;
  unit: string;
  value: number;
  step?: number;
  /** The text as typed: the store bounds it (contract boundedInput). */
  onChange: (raw: string) => void;
}) {
  return (
    <div className="cost-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={value}
        aria-describedby={`${id}-unit`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-unit`}>{unit}</span>
    </div>
  );
}
