// Test-only helpers for the areas' own tests; browser code never imports this subpath.
export { describeAreaRoutes, type ExpectedRoutes } from './area-routes';
export {
  answerRequests,
  recordRequests,
  type AnsweredRequests,
  type RecordedAnswer,
  type RecordedRequest,
} from './record-requests';
