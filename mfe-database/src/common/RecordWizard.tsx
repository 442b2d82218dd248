import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { resumeIndex, stepParam } from '@phuket/shared/autosave';
import { useLocation, useNavigate } from '@phuket/shared/router';
import { AutosaveConflict, AutosaveStatus, WizardFrame } from '@phuket/shared/wizard';
import { useKnownMessage } from './known-messages';
import { checkStep, markStep } from './record-steps-store';
import type { RecordStepsConfig, RecordStepsStore, StepDraft } from './record-steps-store';
import './database.css';

export interface WizardStep {
  /** The step's number (creation starts at 2, docs/product-rules.md §4). */
  number: number;
  title: string;
  render: () => ReactNode;
}

export interface RecordWizardProps<D extends StepDraft, V extends object> {
  store: RecordStepsStore<D, V>;
  /** The fields of each step and their checks: Next checks the step before leaving it. */
  config: Pick<RecordStepsConfig<D, V>, 'stepOf' | 'check'>;
  steps: readonly WizardStep[];
  /** 'Developer steps', 'Project steps'. */
  label: string;
  /** The steps' page of a saved record: `/database/developers/{id}/create`. */
  stepsPath: (id: number) => string;
  /** Where Finish goes: the list. */
  listPath: string;
}

/** The step in the URL (`?step=N`), or null when it is missing or not one of the steps. */
export function stepFromSearch(
  search: string,
  steps: readonly { number: number }[],
): number | null {
  const raw = stepParam(search);
  return steps.some((step) => step.number === raw) ? raw : null;
}

/** Where a saved record opens without `?step`: the furthest step it saved (`draft.step`). */
export function resumeStep(steps: readonly { number: number }[], savedStep: number): number {
  return steps[resumeIndex(steps, savedStep, (step) => step.number)]?.number ?? 2;
}

/**
 * The steps of a developer or project: the step in the URL (without one, a saved record opens
 * at the furthest step it saved, as the listing wizard does), a nav of all steps, Back/Next,
 * the save status. Next checks the step (an empty title is refused under its field) and saves
 * before moving; the first Next of a new record creates it and moves to its own steps page, so
 * a reload resumes it. Back never waits for the step to be right: it saves what is valid and
 * goes back, and what is not valid stays in the form, marked, as typed (a person going back to
 * look something up expects to find the step as they left it, not to be held on it).
 */
function RecordWizardView<D extends StepDraft, V extends object>({
  store,
  config,
  steps,
  label,
  stepsPath,
  listPath,
}: RecordWizardProps<D, V>) {
  const known = useKnownMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = stepFromSearch(location.search, steps);
  const savedStep = store.draft?.step ?? null;
  const current =
    fromUrl ?? (savedStep === null ? (steps[0]?.number ?? 2) : resumeStep(steps, savedStep));
  const index = steps.findIndex((step) => step.number === current);
  const step = steps[index] ?? steps[0];
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  const draftId = store.draft?.id ?? null;

  useEffect(() => {
    // Next was refused: the first marked field takes the focus, so its message is heard.
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  useEffect(() => {
    if (draftId !== null) void markStep(store, current);
  }, [store, current, draftId]);

  // A record created by autosave on the create page moves to its own address; a saved one
  // opened without ?step gets the step it resumed at in its address.
  const missingStep = fromUrl === null;
  useEffect(() => {
    if (draftId !== null && (missingStep || !location.pathname.startsWith(stepsPath(draftId)))) {
      void navigate(`${stepsPath(draftId)}?step=${current}`, { replace: true });
    }
  }, [draftId, missingStep, location.pathname, stepsPath, current, navigate]);

  const go = async (number: number) => {
    if (number < current) {
      const draft = store.draft;
      void store.flush();
      if (draft) void navigate(`${stepsPath(draft.id)}?step=${number}`);
      return;
    }
    if (!checkStep(store, config, current)) {
      setRefusals((n) => n + 1);
      return;
    }
    await store.flush(true);
    const draft = store.draft;
    if (store.invalidFieldsOf(current).length > 0) {
      setRefusals((n) => n + 1);
      return;
    }
    // A field left marked on another step (the person went Back from it) does not hold this
    // step: going forward is how they reach it to correct it.
    if (!draft || store.conflict || store.saveError) return;
    void navigate(`${stepsPath(draft.id)}?step=${number}`);
  };

  if (!step) return null;

  return (
    <WizardFrame
      label={label}
      steps={steps.map((item) => ({
        key: item.number,
        title: item.title,
        href: draftId === null ? null : `${stepsPath(draftId)}?step=${item.number}`,
      }))}
      current={index < 0 ? 0 : index}
      heading={step.title}
      onGo={(target) => {
        const number = steps[target]?.number;
        if (number !== undefined) void go(number);
      }}
      cancelHref={listPath}
      alert={<AutosaveConflict store={store} reason={known} />}
      status={<AutosaveStatus store={store} reason={known} />}
      formRef={form}
    >
      {step.render()}
    </WizardFrame>
  );
}
export const RecordWizard = observer(RecordWizardView) as typeof RecordWizardView;
