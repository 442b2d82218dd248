export { RemoteArea, AreaUnavailable, AreaLoading } from './RemoteArea';
