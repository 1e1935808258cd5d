import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { busyShare, machineTicks, processTicks, readProcessTicks, readTreeTicks, reapedTicks } from "./cpu-usage";

describe("processTicks", () => {
  it("adds utime and stime of a /proc/<pid>/stat line", () => {
    const stat =
      "4242 (node) S 1 4242 4242 0 -1 4194560 5000 0 0 0 731 129 0 0 20 0 11 0 900 1100000000 30000 18446744073709551615";
    expect(processTicks(stat)).toBe(860);
  });

  it("reads the ended children's time apart (cutime and cstime)", () => {
    const stat =
      "4242 (postgres) S 1 4242 4242 0 -1 4194560 5000 0 0 0 731 129 40 2 20 0 11 0 900 1100000000 30000 18446744073709551615";
    expect(processTicks(stat)).toBe(860);
    expect(reapedTicks(stat)).toBe(42);
  });

  it("counts after the last parenthesis, whatever the command name holds", () => {
    const stat = "77 (we (ird) name) R 1 77 77 0 -1 0 0 0 0 0 5 7 0 0 20 0 1 0 10 0 0";
    expect(processTicks(stat)).toBe(12);
  });
});

describe("machineTicks and busyShare", () => {
  const procStat = (user: number, idle: number) =>
    `cpu  ${user} 0 100 ${idle} 50 0 10 0 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\nintr 1\n`;

  it("counts user, nice, system, irq, softirq and steal as busy; idle and iowait as not", () => {
    expect(machineTicks(procStat(1000, 2000))).toEqual({ busy: 1110, total: 3160 });
  });

  it("gives the busy share between two readings", () => {
    expect(busyShare(machineTicks(procStat(1000, 2000)), machineTicks(procStat(1150, 2050)))).toBe(0.75);
    expect(busyShare({ busy: 1, total: 2 }, { busy: 1, total: 2 })).toBe(0);
  });

  it("refuses a /proc/stat without its cpu line", () => {
    expect(() => machineTicks("intr 1\n")).toThrow(/cpu line/);
  });
});

describe.runIf(process.platform === "linux")("readTreeTicks", () => {
  it("counts a process with its children, and nothing for a process that is gone", async () => {
    // A child that burns CPU for a moment, then waits: its ticks belong to this process's tree.
    const child = spawn("sh", ["-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done; sleep 5"]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const own = readProcessTicks(process.pid) ?? 0;
    const childTicks = readProcessTicks(child.pid ?? 0) ?? 0;
    expect(childTicks).toBeGreaterThan(0);
    expect(readTreeTicks(process.pid)).toBeGreaterThanOrEqual(own + childTicks);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill();
    await exited;
    expect(readTreeTicks(2 ** 22 + 1)).toBe(undefined);
    expect(readTreeTicks(undefined)).toBe(undefined);
  });
});
