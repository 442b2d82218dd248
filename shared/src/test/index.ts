// Test-only helpers for the areas' own tests; browser code never imports this subpath.
export { describeAreaRoutes, type ExpectedRoutes } from './area-routes';
