export * from './Select';
