export * from './enums';
export * from './user';
export * from './common';
export * from './listing';
export * from './session';
export * from '../contract/limits';
export * from '../contract/content-language-rules';
export * from '../contract/listing-stats-rules';
