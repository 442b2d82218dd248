export {
  Query,
  isTransientFailure,
  type QueryFetch,
  type QueryOptions,
  type QueryStatus,
} from './query';
