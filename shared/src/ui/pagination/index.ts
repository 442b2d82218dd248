export * from './Pagination';
export * from './PagedListView';
