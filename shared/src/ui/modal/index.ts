export * from './Modal';
export * from './ConfirmDialog';
