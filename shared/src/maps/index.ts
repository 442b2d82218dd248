export * from './loader';
export * from './clustering';
export type * from './google-types';
