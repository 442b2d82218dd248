import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import type { ProjectDraft } from '@phuket/shared/api/database';
import { PAYMENT_PLAN_MAX_STAGES, PAYMENT_STAGE_LABEL_MAX } from '@phuket/shared/contract';
import type { RecordStepsStore } from '../../common/record-steps-store';
import { SUGGESTED_PLAN, addStage, planTotal, removeStage, updateStage } from './payment-plan';
import type { ProjectValues } from './project-fields';

/** Stages with a name and a percent; the live total must reach 100 % before the plan saves. */
export const PaymentPlanEditor = observer(function PaymentPlanEditor({
  store,
}: {
  store: RecordStepsStore<ProjectDraft, ProjectValues>;
}) {
  const id = useId();
  const rows = store.values.payment_plan;
  const total = planTotal(rows);
  const error = store.errors.payment_plan;
  const set = (next: ProjectValues['payment_plan']) => store.set('payment_plan', next);
  return (
    <fieldset
      className="database-plan"
      aria-describedby={`${id}-total${error ? ` ${id}-error` : ''}`}
    >
      <legend>Payment plan</legend>
      {rows.length === 0 ? (
        <p>
          No payment plan.{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => set([...SUGGESTED_PLAN])}
          >
            Start with 30 / 40 / 30
          </button>
        </p>
      ) : null}
      {rows.map((row, index) => (
        <div className="database-plan__row" key={index}>
          <div className="field">
            <label htmlFor={`${id}-label-${index}`}>{`Stage ${index + 1}`}</label>
            <input
              id={`${id}-label-${index}`}
              value={row.label}
              maxLength={PAYMENT_STAGE_LABEL_MAX}
              onChange={(event) => set(updateStage(rows, index, { label: event.target.value }))}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-percent-${index}`}>{`Stage ${index + 1} percent`}</label>
            <input
              id={`${id}-percent-${index}`}
              inputMode="decimal"
              value={row.percent}
              onChange={(event) => set(updateStage(rows, index, { percent: event.target.value }))}
            />
          </div>
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Remove stage ${index + 1}`}
            onClick={() => set(removeStage(rows, index))}
          >
            Remove
          </button>
        </div>
      ))}
      <p
        id={`${id}-total`}
        className={`database-plan__total${rows.length > 0 && total !== 100 ? ' database-plan__total--off' : ''}`}
        aria-live="polite"
      >
        {`Total: ${total} %`}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        disabled={rows.length >= PAYMENT_PLAN_MAX_STAGES}
        onClick={() => set(addStage(rows))}
      >
        Add stage
      </button>
    </fieldset>
  );
});
