import type { ComponentType } from 'react';
import { resumeIndex, stepParam } from '@phuket/shared/autosave';
import type { ListingDataStep } from '@phuket/shared/domain';
import type { PublishRequirement } from '@phuket/shared/contract';
import type { ListingWizardStore } from './wizard-store';

// The wizard's steps as data: the indicator, Back/Next, the URL (?step=N, N counted from 1 in
// this list) and the preview's "fix it" links all read the list, so a step (the photos, the
// media) is added by adding one descriptor where it belongs.

export interface StepProps {
  store: ListingWizardStore;
  /** The steps, to link to another one (the preview's checklist). */
  steps: readonly WizardStep[];
  /** The URL of step `number` of this draft. */
  stepHref: (number: number) => string;
}

export interface WizardStep {
  /** Stable name, e.g. 'basics'; what the checklist links to. */
  key: string;
  /** The message id of its name, in the indicator and the heading. */
  label: string;
  /** The API step that stores this step's fields; none for the preview (and for media). */
  dataStep?: ListingDataStep;
  /** The publish requirements this step fixes. */
  fixes?: readonly PublishRequirement[];
  component: ComponentType<StepProps>;
}

/** `?step=N` of a URL, clamped to the steps there are; null when absent or nonsense. */
export function stepFromSearch(search: string, count: number): number | null {
  const raw = stepParam(search);
  return raw === null ? null : Math.min(Math.max(raw, 1), count);
}

/** Where a draft resumes: the step that holds the furthest data the server has (draft.step). */
export function resumeStep(steps: readonly WizardStep[], savedStep: number): number {
  return resumeIndex(steps, savedStep, (step) => step.dataStep) + 1;
}

/** The step (1-based) that fixes a publish requirement, or null when none in the list does. */
export function stepFixing(steps: readonly WizardStep[], requirement: PublishRequirement) {
  const index = steps.findIndex((step) => step.fixes?.includes(requirement));
  return index === -1 ? null : index + 1;
}

/** The wizard's URL of step `number` (1-based); a draft not yet created has only step 1. */
export function wizardHref(id: number | null, number: number): string {
  return id === null ? '/listing/create' : `/listing/create/${id}?step=${number}`;
}
