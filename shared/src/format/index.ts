export * from './price';
export * from './area';
export * from './range-label';
export * from './photos';
export * from './rooms';
export * from './date';
export * from './decimal';
export * from '../contract/tenure-rules';
