export {
  Query,
  isTransientFailure,
  type QueryFetch,
  type QueryOptions,
  type QueryStatus,
} from './query';
export { PagedList, type Page as ListPage } from './paged-list';
export { DecisionQueue, type DecisionQueueApi } from './decision-queue';
