export * from './Modal';
export * from './ConfirmDialog';
export * from './ReasonDialog';
