import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import type { ProjectDraft } from '@phuket/shared/api/database';
import { PAYMENT_PLAN_MAX_STAGES, PAYMENT_STAGE_LABEL_MAX } from '@phuket/shared/contract';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { useKnownMessage } from '../../common/known-messages';
import { databaseMessages } from '../../common/messages';
import type { RecordStepsStore } from '../../common/record-steps-store';
import { SUGGESTED_PLAN, addStage, planTotal, removeStage, updateStage } from './payment-plan';
import type { ProjectValues } from './project-fields';

/** The names of SUGGESTED_PLAN's stages, in its order, in the page's language. */
const SUGGESTED_LABELS = [
  msgId('plan.on_booking'),
  msgId('plan.during_construction'),
  msgId('plan.on_handover'),
];

/** Stages with a name and a percent; the live total must reach 100 % before the plan saves. */
export const PaymentPlanEditor = observer(function PaymentPlanEditor({
  store,
}: {
  store: RecordStepsStore<ProjectDraft, ProjectValues>;
}) {
  const t = useMessages(databaseMessages);
  const known = useKnownMessage();
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
      <legend>{t('plan.legend')}</legend>
      {rows.length === 0 ? (
        <p>
          {t('plan.none')}{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              set(
                SUGGESTED_PLAN.map((row, index) => {
                  const label = SUGGESTED_LABELS[index];
                  return label ? { ...row, label: t(label) } : row;
                }),
              )
            }
          >
            {t('plan.suggest')}
          </button>
        </p>
      ) : null}
      {rows.map((row, index) => (
        <div className="database-plan__row" key={index}>
          <div className="field">
            <label htmlFor={`${id}-label-${index}`}>{t('plan.stage', { number: index + 1 })}</label>
            <input
              id={`${id}-label-${index}`}
              value={row.label}
              maxLength={PAYMENT_STAGE_LABEL_MAX}
              onChange={(event) => set(updateStage(rows, index, { label: event.target.value }))}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-percent-${index}`}>
              {t('plan.stage_percent_label', { number: index + 1 })}
            </label>
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
            aria-label={t('plan.remove_stage', { number: index + 1 })}
            onClick={() => set(removeStage(rows, index))}
          >
            {t('media.remove')}
          </button>
        </div>
      ))}
      <p
        id={`${id}-total`}
        className={`database-plan__total${rows.length > 0 && total !== 100 ? ' database-plan__total--off' : ''}`}
        aria-live="polite"
      >
        {t('plan.total', { total: String(total) })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {known(error)}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        disabled={rows.length >= PAYMENT_PLAN_MAX_STAGES}
        onClick={() => set(addStage(rows))}
      >
        {t('plan.add_stage')}
      </button>
    </fieldset>
  );
});
