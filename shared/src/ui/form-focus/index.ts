export * from './form-focus';
