export * from './constants';
export * from './filter-state';
export * from './query';
export * from './cluster';
export * from './price-range';
export * from './directory';
