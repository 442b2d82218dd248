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
const e2e = JSON.parse(fs.readFileSync('.tmp/results/e2e.json', 'utf8'));
// A test that failed and passed on its retry (run only to record a trace) is a failure.
passed += e2e.stats.expected;
failed += e2e.stats.unexpected + e2e.stats.flaky;
skipped += e2e.stats.skipped;
console.log(
  `e2e: ${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed, ${e2e.stats.flaky} passed only on the retry`,
);
console.log(`total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
