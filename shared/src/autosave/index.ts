export { AUTOSAVE_DELAY_MS, AutosaveStore, INVALID_FIELDS_MESSAGE } from './autosave-store';
export type {
  ActionError,
  AutosaveConfig,
  AutosaveDraft,
  AutosaveStatus,
  FieldErrors,
  FieldOf,
  LoadState,
} from './autosave-store';
export { resumeIndex, stepParam } from './wizard-steps';
export { useAutosaveStatusText } from './use-status-text';
