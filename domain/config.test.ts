import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.schoolCode).toBe("demo");
    expect(config.timeZone).toBe("Asia/Kolkata");
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.databaseFile).toBe(path.resolve("./data/school.db"));
    expect(config.filesDir).toBe(path.resolve("./data/files"));
    expect(config.pageCacheBytes).toBe(32 * 1024 * 1024);
    expect(config.apiCacheBytes).toBe(16 * 1024 * 1024);
  });

  it("reads the cache bounds in megabytes", () => {
    const config = loadConfig({ PAGE_CACHE_MB: "256", API_CACHE_MB: "1" });
    expect(config.pageCacheBytes).toBe(256 * 1024 * 1024);
    expect(config.apiCacheBytes).toBe(1024 * 1024);
  });

  it.each([
    [undefined, 0],
    ["false", 0],
    ["0", 0],
    ["true", 1],
    ["1", 1],
    ["2", 2],
  ])("reads TRUST_PROXY=%s as %i trusted proxies", (value, hops) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["SCHOOL_CODE", "../etc"],
    ["SCHOOL_CODE", "Demo"],
    ["TZ_SCHOOL", "Mars/Olympus"],
    ["NODE_ENV", "staging"],
    ["PUBLIC_URL", "ftp://x"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "-1"],
    ["TRUST_PROXY", "1.5"],
    ["TRUST_PROXY", "100"],
    ["STORAGE_URL", "/srv/files"],
    ["STORAGE_URL", "s3://"],
    ["STORAGE_URL", "s3://Bucket"],
    ["STORAGE_URL", "s3://ab"],
    ["STORAGE_URL", "s3://bucket/../other"],
    ["STORAGE_URL", "s3://bucket//x"],
    ["S3_ENDPOINT", "127.0.0.1:9000"],
    ["S3_FORCE_PATH_STYLE", "yes"],
    ["PAGE_CACHE_MB", "0"],
    ["PAGE_CACHE_MB", "lots"],
    ["API_CACHE_MB", "1.5"],
    ["API_CACHE_MB", "100000"],
  ])("refuses %s=%s with a message naming the setting", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}=`));
  });
});

describe("where the stored files live", () => {
  it("is DATA_DIR unless STORAGE_URL names a bucket, whatever the S3 settings say", () => {
    expect(loadConfig({}).storage).toEqual({ kind: "disk" });
    expect(loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "true" }).storage).toEqual({
      kind: "disk",
    });
  });

  it("reads s3://BUCKET/PREFIX, the endpoint, the region (us-east-1 by default) and the credentials", () => {
    expect(loadConfig({ STORAGE_URL: "s3://school-files" }).storage).toEqual({
      kind: "s3",
      bucket: "school-files",
      prefix: "",
      endpoint: undefined,
      region: "us-east-1",
      forcePathStyle: false,
      credentials: undefined,
    });
    const config = loadConfig({
      STORAGE_URL: "s3://school-files/sites/main",
      S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
      S3_REGION: "auto",
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: "key-id",
      AWS_SECRET_ACCESS_KEY: "secret",
    });
    expect(config.storage).toEqual({
      kind: "s3",
      bucket: "school-files",
      prefix: "sites/main/",
      endpoint: "https://account.r2.cloudflarestorage.com",
      region: "auto",
      forcePathStyle: true,
      credentials: { accessKeyId: "key-id", secretAccessKey: "secret" },
    });
    expect(loadConfig({ STORAGE_URL: "s3://school-files/sites/" }).storage).toMatchObject({ prefix: "sites/" });
  });

  it("refuses one credential without the other", () => {
    expect(() => loadConfig({ STORAGE_URL: "s3://school-files", AWS_ACCESS_KEY_ID: "key-id" })).toThrow(
      /^Invalid setting AWS_SECRET_ACCESS_KEY="": expected both/,
    );
  });
});

describe("start-up", () => {
  const root = path.resolve(import.meta.dirname, "..");
  // From the sources, as `npm run dev` runs it, and compiled, as `npm start` runs it (scripts/start, decision 0086).
  it.each([
    ["the sources", process.execPath, ["--import", "tsx", "server/index.ts"]],
    ["the compiled server", path.join(root, "scripts", "start"), []],
  ])("stops at once with a one-line message when a setting is bad, run from %s", (_, command, args) => {
    const result = spawnSync(command, args, {
      cwd: root,
      env: {
        ...process.env,
        // scripts/start runs the `node` on PATH: the one running these tests.
        PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`,
        PORT: "not-a-port",
        DATA_DIR: "/nonexistent-dir-for-test",
      },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/^Invalid setting PORT="not-a-port"/);
  });
});
