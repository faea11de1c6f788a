// Totals every suite's JSON report into CI's closing line: "N passed, N failed, N skipped".
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const [folder, failedSteps = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

// Only the suites' JSON reports: the folder also keeps a suite's log and exit status (.ci/run).
for (const file of existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(join(folder, file), 'utf8'));
  if (file.startsWith('vitest')) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    if (report.numFailedTestSuites > 0 && report.numFailedTests === 0) failed += report.numFailedTestSuites;
  } else if (file.startsWith('checks')) {
    // CI's own checks, such as the first run from a fresh clone (.ci/first-run.mjs).
    passed += report.passed;
    failed += report.failed;
  } else if (file.startsWith('playwright')) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    if (report.errors?.length && report.stats.unexpected === 0) failed += report.errors.length;
    for (const title of flakyTests(report.suites ?? [])) console.log(`flaky (failed, then passed on its retry): ${title}`);
  }
  console.log(`${file}: read`);
}

/** The titles of the tests Playwright marks flaky, found through its nested suites. */
function flakyTests(suites, path = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => [...path, suite.title, spec.title].filter(Boolean).join(' › ')),
    ...flakyTests(suite.suites ?? [], [...path, suite.title]),
  ]);
}

const steps = Number(failedSteps);
if (steps > 0) console.log(`${steps} step(s) failed; see FAILED lines above.`);
if (passed + failed === 0) {
  console.log('No test ran.');
  failed = Math.max(failed, 1);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || steps > 0 ? 1 : 0);
