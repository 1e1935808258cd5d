import type fc from "fast-check";

/**
 * How hard the fuzz properties try. `npm test` keeps the default (a few hundred
 * cases per property, a few seconds in all); a deliberate fuzzing run sets
 * FUZZ_RUNS=10000. The only place that reads FUZZ_RUNS, so every property
 * scales the same way.
 */
const defaultRuns = 300;

function readRuns(value: string | undefined): number {
  if (value === undefined || value === "") return defaultRuns;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a positive integer, not ${value}`);
  return runs;
}

export const fuzzRuns = readRuns(process.env.FUZZ_RUNS);

/**
 * Each property also checks that its generators reached every kind of answer
 * (so it says something about each); with a handful of runs that is up to
 * chance, so those checks only apply from this many runs on.
 */
export const checksCoverage = fuzzRuns >= 100;

/**
 * Time allowed for one property: `msPerRun` is a generous estimate for one case
 * on a busy machine, and the floor leaves room for shrinking a failure.
 */
function budgetMs(msPerRun: number): number {
  return Math.max(20_000, fuzzRuns * msPerRun * 3);
}

/**
 * fast-check settings for one property. The time limit also bounds shrinking,
 * which on large inputs (4 KB bodies, 1500-character segments) can otherwise run
 * for minutes; running out of time is a failure, not a silent pass.
 */
export function fuzzParameters<T>(msPerRun: number): fc.Parameters<T> {
  return { numRuns: fuzzRuns, interruptAfterTimeLimit: budgetMs(msPerRun), markInterruptAsFailure: true };
}

/** The matching Vitest timeout: the property's budget plus time to report. */
export function fuzzTimeout(msPerRun: number): number {
  return budgetMs(msPerRun) + 10_000;
}
