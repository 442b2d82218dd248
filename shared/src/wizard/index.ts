export { WizardFrame } from './WizardFrame';
export type { WizardFrameProps, WizardFrameStep } from './WizardFrame';
export { AutosaveConflict, AutosaveStatus } from './AutosaveStatus';
export type { AutosaveStatusProps, AutosaveStatusSource } from './AutosaveStatus';
