import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cacheStatsFile, writeCacheStatsOnSignal } from "./cache-stats";

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the cache counters on SIGUSR2 (bench:platform reads them)", () => {
  it("writes this process's counters as they are at the signal, and stops when told", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cache-stats-"));
    const cacheDir = path.join(dir, "cache");
    const api = { hits: 3, lookups: 4 };
    const stop = writeCacheStatsOnSignal(cacheDir, { api, pages: { hits: 1, lookups: 2 } });
    const file = cacheStatsFile(cacheDir, process.pid);
    try {
      process.emit("SIGUSR2", "SIGUSR2");
      expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual({
        api: { hits: 3, lookups: 4 },
        pages: { hits: 1, lookups: 2 },
      });
      api.hits = 9;
      process.emit("SIGUSR2", "SIGUSR2");
      expect(JSON.parse(fs.readFileSync(file, "utf8")).api).toEqual({ hits: 9, lookups: 4 });
    } finally {
      stop();
    }
    fs.rmSync(file);
    process.emit("SIGUSR2", "SIGUSR2");
    expect(fs.existsSync(file)).toBe(false);
  });
});
