export { StandaloneHarness } from './StandaloneHarness';
