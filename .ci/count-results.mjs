// Sums the JSON reports of every test run (Vitest on SQLite, Vitest on PostgreSQL, Playwright) into one
// "N passed, M failed" line. A report that is missing counts as one failure: a runner that did not report
// did not pass.
import fs from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function addVitest(vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  // A test file that failed to load has no failed test in it, yet nothing in it passed.
  for (const file of vitest.testResults ?? []) {
    const anyFailed = (file.assertionResults ?? []).some((result) => result.status === "failed");
    if (file.status === "failed" && !anyFailed) failed += 1;
  }
}

function addPlaywright(playwright) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
  if ((playwright.errors ?? []).length > 0) failed += playwright.errors.length;
}

for (const file of process.argv.slice(2)) {
  const report = read(file);
  if (report?.stats) addPlaywright(report);
  else if (report && "numPassedTests" in report) addVitest(report);
  else failed += 1;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
