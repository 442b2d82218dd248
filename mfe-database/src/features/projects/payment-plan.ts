import {
  PAYMENT_PLAN_MAX_STAGES,
  PAYMENT_STAGE_LABEL_MAX,
  checkPaymentPlan,
  paymentPlanTotal,
} from '@phuket/shared/contract';
import type { PaymentStage } from '@phuket/shared/contract';

/** A payment stage as typed: the percent is text until it is sent. */
export interface PlanRow {
  label: string;
  percent: string;
}

/** What an empty plan offers first: SPEC's example, to be edited. */
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
    return `A payment plan has at most ${PAYMENT_PLAN_MAX_STAGES} stages.`;
  }
  for (const row of rows) {
    if (!row.label.trim()) return 'Every stage needs a name.';
    if (row.label.trim().length > PAYMENT_STAGE_LABEL_MAX) {
      return `A stage name has at most ${PAYMENT_STAGE_LABEL_MAX} characters.`;
    }
    const percent = Number(row.percent.trim().replace(',', '.'));
    if (!row.percent.trim() || !Number.isFinite(percent) || percent <= 0 || percent > 100) {
      return 'Every stage needs a percent above 0 and at most 100.';
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
