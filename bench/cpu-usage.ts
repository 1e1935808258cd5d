/**
 * How much CPU the processes of a benchmark used, from /proc: each instance's, nginx's and the machine's, so a
 * scaling run can show which of them was the bottleneck. Linux only; elsewhere the readings are zero.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

/** The fields of a /proc/<pid>/stat line from the state (field 3) on. */
function statFields(stat: string): string[] {
  // The command name (field 2) is in parentheses and may hold spaces or parentheses: count after the last ")".
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** User and system CPU time of a process, in clock ticks, from its /proc/<pid>/stat line. */
export function processTicks(stat: string): number {
  const fields = statFields(stat);
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the state.
  return Number(fields[11]) + Number(fields[12]);
}

/** The CPU time of a process's children that ended and were waited for (cutime and cstime, fields 16 and 17). */
export function reapedTicks(stat: string): number {
  const fields = statFields(stat);
  return Number(fields[13]) + Number(fields[14]);
}

export type MachineTicks = { busy: number; total: number };

/** The machine's busy and total clock ticks from /proc/stat's `cpu` line (idle and iowait are not busy). */
export function machineTicks(procStat: string): MachineTicks {
  const line = procStat.split("\n").find((entry) => entry.startsWith("cpu "));
  if (!line) throw new Error("no cpu line in /proc/stat");
  // user nice system idle iowait irq softirq steal (guest time is already counted in user)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + (steal ?? 0);
  return { busy, total: busy + idle + iowait };
}

/** The share of the machine's CPU time that was busy between two readings (0 to 1). */
export function busyShare(before: MachineTicks, after: MachineTicks): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/** Clock ticks per second (`getconf CLK_TCK`, 100 on Linux). */
export const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100;

/** A process's CPU ticks so far; undefined once it is gone (a killed instance). */
export function readProcessTicks(pid: number): number | undefined {
  try {
    return processTicks(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return undefined;
  }
}

export function readMachineTicks(): MachineTicks {
  try {
    return machineTicks(fs.readFileSync("/proc/stat", "utf8"));
  } catch {
    return { busy: 0, total: 0 };
  }
}

/**
 * A process's CPU ticks and its children's (nginx's worker, PostgreSQL's backends): the living children's own, and
 * those of the children that ended, which the kernel adds to the parent's when it waits for them (so a backend
 * that ends during a run is not lost). Undefined once the process is gone.
 */
export function readTreeTicks(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return (
      processTicks(stat) + reapedTicks(stat) + children.reduce((sum, each) => sum + (readProcessTicks(each) ?? 0), 0)
    );
  } catch {
    return undefined;
  }
}
