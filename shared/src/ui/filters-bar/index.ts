export * from './FiltersBar';
export * from './FilterDropdowns';
