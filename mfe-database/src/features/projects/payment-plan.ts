import {
  PAYMENT_PLAN_MAX_STAGES,
  PAYMENT_STAGE_LABEL_MAX,
  checkPaymentPlan,
  paymentPlanTotal,
} from '@phuket/shared/contract';
import type { PaymentStage } from '@phuket/shared/contract';
import { msgId } from '@phuket/shared/i18n';
import { english } from '../../common/known-messages';

/** A payment stage as typed: the percent is text until it is sent. */
export interface PlanRow {
  label: string;
  percent: string;
}

/** What an empty plan offers first: a common 30/40/30 split, to be edited. */
export const SUGGESTED_PLAN: readonly PlanRow[] = [
  { label: 'On booking', percent: '30' },
  { label: 'During construction', percent: '40' },
  { label: 'On handover', percent: '30' },
];

export function planRows(stages: readonly PaymentStage[]): PlanRow[] {
  return stages.map((stage) => ({ label: stage.label, percent: String(stage.percent) }));
}

/** The rows as the API takes them; a percent that is not a number counts as 0. */
export function planStages(rows: readonly PlanRow[]): PaymentStage[] {
  return rows.map((row) => {
    const percent = Number(row.percent.trim().replace(',', '.'));
    return { label: row.label.trim(), percent: Number.isFinite(percent) ? percent : 0 };
  });
}

/** The live total shown under the editor. */
export function planTotal(rows: readonly PlanRow[]): number {
  return paymentPlanTotal(planStages(rows));
}

/** Why the plan cannot be saved yet, or null (an empty plan is no plan, and saves). */
export function checkPlan(rows: readonly PlanRow[]): string | null {
  if (rows.length > PAYMENT_PLAN_MAX_STAGES) {
    return english(msgId('plan.too_many_stages'), { max: String(PAYMENT_PLAN_MAX_STAGES) });
  }
  for (const row of rows) {
    if (!row.label.trim()) return english(msgId('plan.stage_name_required'));
    if (row.label.trim().length > PAYMENT_STAGE_LABEL_MAX) {
      return english(msgId('plan.stage_name_too_long'), { max: String(PAYMENT_STAGE_LABEL_MAX) });
    }
    const percent = Number(row.percent.trim().replace(',', '.'));
    if (!row.percent.trim() || !Number.isFinite(percent) || percent <= 0 || percent > 100) {
      return english(msgId('plan.stage_percent'));
    }
  }
  return checkPaymentPlan(planStages(rows));
}

export function addStage(rows: readonly PlanRow[]): PlanRow[] {
  // The new stage offers what is left to reach 100 %.
  const left = Math.max(0, Math.round((100 - planTotal(rows)) * 100) / 100);
  return [...rows, { label: '', percent: left > 0 ? String(left) : '' }];
}

export function removeStage(rows: readonly PlanRow[], index: number): PlanRow[] {
  return rows.filter((_, i) => i !== index);
}

export function updateStage(
  rows: readonly PlanRow[],
  index: number,
  change: Partial<PlanRow>,
): PlanRow[] {
  return rows.map((row, i) => (i === index ? { ...row, ...change } : row));
}
