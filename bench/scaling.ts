/** The sums of `bench:platform-scaling`: how many times one instance's throughput n instances reach. */

export type Scaling = {
  instances: number;
  rps: number;
  baselineRps: number;
  ratio: number;
  target: number;
  met: boolean;
};

/**
 * `rps` of `instances` instances against `baselineRps` of one, measured in the same run under the same quota per
 * instance; the ratio is rounded to two decimals and compared as printed, so a printed 1.80 against 1.8 is met.
 */
export function scaling(instances: number, rps: number, baselineRps: number, target: number): Scaling {
  const ratio = baselineRps > 0 ? Math.round((100 * rps) / baselineRps) / 100 : 0;
  return { instances, rps, baselineRps, ratio, target, met: ratio >= target };
}

/**
 * Cores a process used over `seconds`, from its CPU ticks at the start and the end, to two decimals; null when a
 * reading is missing (the process was gone: a killed instance has no end reading).
 */
export function coresUsed(
  ticksBefore: number | undefined,
  ticksAfter: number | undefined,
  ticksPerSecond: number,
  seconds: number,
): number | null {
  if (ticksBefore === undefined || ticksAfter === undefined || seconds <= 0) return null;
  return Math.round((100 * (ticksAfter - ticksBefore)) / ticksPerSecond / seconds) / 100;
}
