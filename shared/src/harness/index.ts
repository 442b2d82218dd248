export { StandaloneHarness } from './StandaloneHarness';
export type { StandaloneRoute } from './StandaloneHarness';
