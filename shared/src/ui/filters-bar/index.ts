export * from './FiltersBar';
