export * from './MultiSelect';
