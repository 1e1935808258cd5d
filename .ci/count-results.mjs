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

const failedTitles = [];

function addVitest(vitest, reportFile) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  // A test file that failed to load has no failed test in it, yet nothing in it passed.
  const reportName = reportFile.replace(/^.*\//, "");
  for (const file of vitest.testResults ?? []) {
    const failures = (file.assertionResults ?? []).filter((result) => result.status === "failed");
    for (const result of failures)
      failedTitles.push(`${reportName} ${file.name.replace(`${process.cwd()}/`, "")}: ${result.fullName}`);
    if (file.status === "failed" && failures.length === 0) {
      failed += 1;
      failedTitles.push(
        `${reportName} ${file.name.replace(`${process.cwd()}/`, "")}: did not load (${(file.message ?? "").split("\n")[0]})`,
      );
    }
  }
}

const flakyTitles = [];

/** The titles of the tests that passed only when run again (retries on CI, playwright.config.ts). */
function collectFlaky(suite, path) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === "flaky") flakyTitles.push(`${path}${spec.title}`);
      if (test.status === "unexpected") failedTitles.push(`playwright ${path}${spec.title}`);
    }
  }
  for (const child of suite.suites ?? []) collectFlaky(child, `${path}${child.title} › `);
}

function addPlaywright(playwright) {
  for (const suite of playwright.suites ?? []) collectFlaky(suite, "");
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
  if ((playwright.errors ?? []).length > 0) failed += playwright.errors.length;
}

for (const file of process.argv.slice(2)) {
  const report = read(file);
  if (report?.stats) addPlaywright(report);
  else if (report && "numPassedTests" in report) addVitest(report, file);
  else {
    failed += 1;
    failedTitles.push(`${file}: no report`);
  }
}

// On lines of their own before the summary, which stays the last line.
for (const title of flakyTitles) console.log(`flaky (passed when run again): ${title}`);
// Named, so a red run on a machine we cannot reach says which test to look at.
for (const title of failedTitles) console.log(`failed: ${title}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
