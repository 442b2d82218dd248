// Where a step-by-step form opens: the listing wizard (mfe-listings) and the developer and
// project wizards (mfe-database) read `?step=N` and, without it, resume a saved draft at the
// furthest step it recorded (`draft.step`, which the API never moves back).

/** `?step=N` of a URL as a whole number, or null when it is absent or not a number. */
export function stepParam(search: string): number | null {
  const raw = new URLSearchParams(search).get('step');
  return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * The index of the step a draft resumes at: the last one whose data step (`dataStepOf`) the
 * server has saved (`savedStep`, the draft's furthest step); 0 when none has been.
 */
export function resumeIndex<S>(
  steps: readonly S[],
  savedStep: number,
  dataStepOf: (step: S) => number | undefined,
): number {
  let resume = 0;
  steps.forEach((step, index) => {
    const data = dataStepOf(step);
    if (data !== undefined && data <= savedStep) resume = index;
  });
  return resume;
}
