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
passed += e2e.stats.expected + e2e.stats.flaky;
failed += e2e.stats.unexpected;
skipped += e2e.stats.skipped;
console.log(`e2e: ${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed`);
console.log(`total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
