/**
 * CPU quotas for the instances of `bench:platform-scaling`: one cgroup per instance under the cgroup `cpu`
 * controller, so that each instance gets at most a share of a core, as it would on a small machine of its own.
 * Both layouts of Linux are supported: cgroup v1 (`cpu.cfs_period_us` and `cpu.cfs_quota_us` under
 * /sys/fs/cgroup/cpu) and cgroup v2 (`cpu.max` in the unified hierarchy). Needs root (or a delegated cgroup).
 *
 * The pure parts (where the controller is, what to write, what cpu.stat says) are separate from the writes so
 * they can be tested on any machine.
 */
import fs from "node:fs";
import path from "node:path";

export type CpuController = { version: 1 | 2; dir: string };

type Look = { exists: (file: string) => boolean; read: (file: string) => string };

const hasCpu = (controllers: string) => controllers.split(/\s+/).includes("cpu");

/**
 * Where this machine's cgroup `cpu` controller is mounted, under `root` (/sys/fs/cgroup): cgroup v2 when the
 * unified hierarchy offers `cpu` (at the root, or at `unified/` on a hybrid layout), else cgroup v1's `cpu`
 * (or `cpu,cpuacct`) hierarchy. Undefined when neither is there.
 */
export function findCpuController(root: string, look: Look): CpuController | undefined {
  const unified = path.join(root, "cgroup.controllers");
  if (look.exists(unified) && hasCpu(look.read(unified))) return { version: 2, dir: root };
  for (const name of ["cpu", "cpu,cpuacct"]) {
    const dir = path.join(root, name);
    if (look.exists(path.join(dir, "cpu.cfs_quota_us"))) return { version: 1, dir };
  }
  const hybrid = path.join(root, "unified", "cgroup.controllers");
  if (look.exists(hybrid) && hasCpu(look.read(hybrid))) return { version: 2, dir: path.join(root, "unified") };
  return undefined;
}

/** The kernel's bounds for a CFS period, and its smallest quota, in µs. */
const periodBounds = [1_000, 1_000_000] as const;
const smallestQuota = 1_000;

/**
 * The files to write, in order, to give a cgroup `cores` of CPU time per period (`undefined`: no quota).
 * v1 writes the period before the quota; v2 writes both in `cpu.max` ("max" for no quota).
 */
export function quotaWrites(
  version: 1 | 2,
  cores: number | undefined,
  periodUs = 100_000,
): Array<[file: string, value: string]> {
  if (!Number.isInteger(periodUs) || periodUs < periodBounds[0] || periodUs > periodBounds[1])
    throw new Error(`a CFS period is a whole number of µs from ${periodBounds[0]} to ${periodBounds[1]}: ${periodUs}`);
  let quota = "max";
  if (cores !== undefined) {
    if (!Number.isFinite(cores) || cores <= 0) throw new Error(`a CPU quota is a positive number of cores: ${cores}`);
    const us = Math.round(cores * periodUs);
    if (us < smallestQuota) throw new Error(`${cores} core is under the kernel's smallest quota (${smallestQuota} µs)`);
    quota = String(us);
  }
  if (version === 2) return [["cpu.max", `${quota} ${periodUs}`]];
  return [
    ["cpu.cfs_period_us", String(periodUs)],
    ["cpu.cfs_quota_us", quota === "max" ? "-1" : quota],
  ];
}

export type Throttling = { periods: number; throttled: number };

/** The periods and throttled periods of a cgroup's `cpu.stat` (the same two lines in v1 and v2). */
export function parseCpuStat(text: string): Throttling {
  const value = (key: string) => Number(text.match(new RegExp(`^${key} (\\d+)$`, "m"))?.[1] ?? 0);
  return { periods: value("nr_periods"), throttled: value("nr_throttled") };
}

/** The share of the periods between two readings in which the cgroup ran out of its quota. */
export function throttledShare(before: Throttling, after: Throttling): number {
  const periods = after.periods - before.periods;
  return periods > 0 ? (after.throttled - before.throttled) / periods : 0;
}

export type CpuCgroup = {
  dir: string;
  /** The file a process writes its pid to, to move itself (and its threads) into the cgroup. */
  procsFile: string;
  setQuota: (cores: number | undefined) => void;
  throttling: () => Throttling;
  remove: () => Promise<void>;
};

const systemLook: Look = { exists: (file) => fs.existsSync(file), read: (file) => fs.readFileSync(file, "utf8") };

export function systemCpuController(): CpuController | undefined {
  return findCpuController("/sys/fs/cgroup", systemLook);
}

/** A new cgroup `name` under the controller, without a quota until `setQuota`. */
export function createCpuCgroup(controller: CpuController, name: string): CpuCgroup {
  if (controller.version === 2) {
    // A v2 child gets the cpu files only when its parent hands the controller down.
    const subtree = path.join(controller.dir, "cgroup.subtree_control");
    if (!hasCpu(fs.readFileSync(subtree, "utf8"))) fs.writeFileSync(subtree, "+cpu");
  }
  const dir = path.join(controller.dir, name);
  fs.mkdirSync(dir);
  return {
    dir,
    procsFile: path.join(dir, "cgroup.procs"),
    setQuota: (cores) => {
      for (const [file, value] of quotaWrites(controller.version, cores)) fs.writeFileSync(path.join(dir, file), value);
    },
    throttling: () => parseCpuStat(fs.readFileSync(path.join(dir, "cpu.stat"), "utf8")),
    remove: async () => {
      // rmdir fails while a process is still in it: a killed instance takes a moment to be reaped.
      for (let attempt = 0; fs.existsSync(dir); attempt++) {
        try {
          fs.rmdirSync(dir);
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}

/**
 * The command prefix that starts a program inside the cgroup: the shell moves itself in, then execs the
 * program, so the program (and every thread and child it makes) runs under the quota from its first instruction
 * and keeps the shell's pid.
 */
export function enterCgroupPrefix(cgroup: Pick<CpuCgroup, "procsFile">): string[] {
  return ["sh", "-c", 'echo $$ > "$0" && exec "$@"', cgroup.procsFile];
}
