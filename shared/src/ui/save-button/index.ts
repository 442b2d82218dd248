export { SaveButton } from './SaveButton';
export type { SaveButtonProps } from './SaveButton';
