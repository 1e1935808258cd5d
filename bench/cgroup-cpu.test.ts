import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  createCpuCgroup,
  enterCgroupPrefix,
  findCpuController,
  parseCpuStat,
  quotaWrites,
  throttledShare,
} from "./cgroup-cpu";

/** A fake /sys/fs/cgroup: the files that exist, with their text. */
const lookAt = (files: Record<string, string>) => ({
  exists: (file: string) => file in files,
  read: (file: string) => files[file] ?? "",
});

describe("findCpuController", () => {
  it("finds cgroup v1's cpu hierarchy, as on this project's machines", () => {
    const look = lookAt({
      "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "-1\n",
      "/sys/fs/cgroup/unified/cgroup.controllers": "\n",
    });
    expect(findCpuController("/sys/fs/cgroup", look)).toEqual({ version: 1, dir: "/sys/fs/cgroup/cpu" });
  });

  it("finds v1's joint cpu,cpuacct hierarchy", () => {
    const look = lookAt({ "/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us": "-1\n" });
    expect(findCpuController("/sys/fs/cgroup", look)).toEqual({ version: 1, dir: "/sys/fs/cgroup/cpu,cpuacct" });
  });

  it("prefers cgroup v2 when the unified hierarchy offers cpu", () => {
    const look = lookAt({ "/sys/fs/cgroup/cgroup.controllers": "cpuset cpu io memory pids\n" });
    expect(findCpuController("/sys/fs/cgroup", look)).toEqual({ version: 2, dir: "/sys/fs/cgroup" });
  });

  it("does not take cpuset for cpu in v2, and finds a hybrid layout's unified cpu", () => {
    const look = lookAt({
      "/sys/fs/cgroup/cgroup.controllers": "cpuset memory\n",
      "/sys/fs/cgroup/unified/cgroup.controllers": "cpu pids\n",
    });
    expect(findCpuController("/sys/fs/cgroup", look)).toEqual({ version: 2, dir: "/sys/fs/cgroup/unified" });
  });

  it("finds nothing without a cpu controller", () => {
    expect(findCpuController("/sys/fs/cgroup", lookAt({ "/sys/fs/cgroup/cgroup.controllers": "memory" }))).toBe(
      undefined,
    );
  });
});

describe("quotaWrites", () => {
  it("writes v1's period, then its quota in µs", () => {
    expect(quotaWrites(1, 0.5)).toEqual([
      ["cpu.cfs_period_us", "100000"],
      ["cpu.cfs_quota_us", "50000"],
    ]);
    expect(quotaWrites(1, 0.4, 50_000)).toEqual([
      ["cpu.cfs_period_us", "50000"],
      ["cpu.cfs_quota_us", "20000"],
    ]);
  });

  it("writes v2's cpu.max as quota and period", () => {
    expect(quotaWrites(2, 0.4)).toEqual([["cpu.max", "40000 100000"]]);
    expect(quotaWrites(2, 1.5)).toEqual([["cpu.max", "150000 100000"]]);
  });

  it("lifts the quota with -1 (v1) or max (v2)", () => {
    expect(quotaWrites(1, undefined)).toEqual([
      ["cpu.cfs_period_us", "100000"],
      ["cpu.cfs_quota_us", "-1"],
    ]);
    expect(quotaWrites(2, undefined)).toEqual([["cpu.max", "max 100000"]]);
  });

  it("refuses what the kernel would refuse", () => {
    expect(() => quotaWrites(1, 0)).toThrow(/positive/);
    expect(() => quotaWrites(2, Number.NaN)).toThrow(/positive/);
    expect(() => quotaWrites(1, 0.005)).toThrow(/smallest quota/);
    expect(() => quotaWrites(1, 0.5, 500)).toThrow(/period/);
    expect(() => quotaWrites(2, 0.5, 2_000_000)).toThrow(/period/);
  });
});

describe("cpu.stat", () => {
  it("reads the periods and throttled periods of v1 and v2", () => {
    expect(parseCpuStat("nr_periods 30\nnr_throttled 19\nthrottled_time 423042507\nnr_bursts 0\n")).toEqual({
      periods: 30,
      throttled: 19,
    });
    expect(
      parseCpuStat("usage_usec 100\nuser_usec 60\nsystem_usec 40\nnr_periods 8\nnr_throttled 2\nthrottled_usec 9\n"),
    ).toEqual({ periods: 8, throttled: 2 });
  });

  it("gives the share of periods throttled between two readings", () => {
    expect(throttledShare({ periods: 100, throttled: 10 }, { periods: 300, throttled: 190 })).toBe(0.9);
    expect(throttledShare({ periods: 5, throttled: 1 }, { periods: 5, throttled: 1 })).toBe(0);
  });
});

describe("a cgroup in a directory", () => {
  const fakeController = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cgroup-"));
    return { version: 1 as const, dir };
  };

  it("writes the quota files, and lifts them", () => {
    const controller = fakeController();
    const cgroup = createCpuCgroup(controller, "instance-0");
    cgroup.setQuota(0.4);
    const read = (file: string) => fs.readFileSync(path.join(controller.dir, "instance-0", file), "utf8");
    expect(read("cpu.cfs_quota_us")).toBe("40000");
    expect(read("cpu.cfs_period_us")).toBe("100000");
    cgroup.setQuota(undefined);
    expect(read("cpu.cfs_quota_us")).toBe("-1");
    fs.rmSync(controller.dir, { recursive: true });
  });

  it("starts a program that has written its own pid to cgroup.procs, and keeps that pid", () => {
    const controller = fakeController();
    const cgroup = createCpuCgroup(controller, "instance-1");
    const [command, ...args] = enterCgroupPrefix(cgroup);
    const result = spawnSync(command ?? "sh", [...args, "sh", "-c", "echo $$"], { encoding: "utf8" });
    expect(result.status).toBe(0);
    const pid = result.stdout.trim();
    expect(pid).toMatch(/^\d+$/);
    expect(fs.readFileSync(cgroup.procsFile, "utf8").trim()).toBe(pid);
    fs.rmSync(controller.dir, { recursive: true });
  });
});
