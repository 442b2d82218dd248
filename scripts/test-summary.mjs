// One closing line for the whole run, summed over every runner's JSON report.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ['unit', 'api-pglite', 'api-postgres']) {
  const report = JSON.parse(fs.readFileSync(`.tmp/results/${name}.json`, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
// The Chromium run, and the skew test's pairings (e2e/skew), both Playwright's reports.
for (const name of ['e2e', 'skew']) {
  const report = JSON.parse(fs.readFileSync(`.tmp/results/${name}.json`, 'utf8'));
  // A test that failed and passed on its retry (run only to record a trace) is a failure.
  passed += report.stats.expected;
  failed += report.stats.unexpected + report.stats.flaky;
  skipped += report.stats.skipped;
  console.log(
    `${name}: ${report.stats.expected} passed, ${report.stats.unexpected} failed, ${report.stats.flaky} passed only on the retry`,
  );
}
console.log(`total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
