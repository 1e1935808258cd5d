import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/**
 * Each test file's temporary folders go into one folder of its own, removed once the file's tests
 * (and their own afterAll hooks) are done. Dozens of tests make data folders, bundles and exports
 * with `fs.mkdtempSync(os.tmpdir())` and most never removed them: a day of test runs left
 * thousands of folders, some of them whole demo schools, in the project's .tmp.
 * os.tmpdir() reads TMPDIR each time it is called, and child processes inherit it.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), "vitest-"));
process.env.TMPDIR = root;

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true, maxRetries: 3 });
});
