// Sums the JSON reports of every suite in test-results/ and prints one closing line,
// "N passed, N failed", that CI reads (architecture section 7).
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../test-results');
let passed = 0;
let failed = 0;
let skipped = 0;
/** Tests that failed, then passed on CI's one retry: counted as passed, and named below. */
const passedOnRetry = [];
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
/** Playwright's specs whose test came out 'flaky' (failed, then passed on its retry). */
function flakySpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests?.some((test) => test.status === 'flaky'))
      .map((spec) => `${spec.file}: ${spec.title}`),
    ...flakySpecs(suite.suites ?? []),
  ]);
}

for (const file of files) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (report.numPassedTests !== undefined) {
    // Vitest's json reporter.
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    if (report.success === false && report.numFailedTests === 0) failed += 1; // a file that did not load
    for (const testFile of report.testResults ?? []) {
      for (const test of testFile.assertionResults ?? []) {
        if (test.status === 'passed' && test.failureMessages?.length)
          passedOnRetry.push(`${path.relative(path.dirname(dir), testFile.name)}: ${test.fullName}`);
      }
    }
  } else if (report.stats) {
    // Playwright's json reporter.
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    if (report.errors?.length) failed += report.errors.length;
    passedOnRetry.push(...flakySpecs(report.suites ?? []));
  }
}
for (const name of passedOnRetry) console.log(`passed on its retry (flaky): ${name}`);
if (process.argv.includes('--by-file')) console.log(`suites: ${files.join(', ') || 'none'}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
