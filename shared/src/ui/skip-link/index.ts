export * from './SkipLink';
