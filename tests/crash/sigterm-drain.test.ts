import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { importBundle } from "#content/bundle-import";
import { openFileStore } from "#content/storage/open-file-store";
import { migrateToLatest } from "#database/connection";
import { fileIntegrityProblems } from "#database/queries/backup";
import { loadConfig } from "#domain/config";
import { makeBundle, tempDir } from "#tests/fixtures/make-bundle";
import { openDatabaseAt, testDatabaseEnv, testDialect } from "#tests/test-database";
import { type Child, killHard, spawnScript } from "./child";

/**
 * SIGTERM while a large download is in flight and its client reads slowly:
 * the download completes byte for byte, new connections are refused at once,
 * the process exits 0, and the database was closed cleanly (WAL checkpointed
 * and removed).
 */

const bigBytes = 24 * 1024 * 1024;

/** A served file much larger than the socket buffers, so the server is still sending when SIGTERM comes. */
function writeBigFile(filesDir: string): { name: string; sha256: string } {
  const bytes = Buffer.alloc(bigBytes);
  for (let index = 0; index < bytes.length; index += 4) bytes.writeUInt32LE(index, index);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const name = `${sha256}.mp4`;
  fs.writeFileSync(path.join(filesDir, name), bytes);
  return { name, sha256 };
}

/** A GET whose body is not read until `drain` is called, then read to the end; keep-alive, as browsers do. */
function slowDownload(url: string) {
  return new Promise<{ status: number; drain: () => Promise<Buffer> }>((resolve, reject) => {
    const request = http.get(url, { agent: new http.Agent({ keepAlive: true }) }, (response) => {
      response.pause();
      const drain = () =>
        new Promise<Buffer>((done, fail) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => done(Buffer.concat(chunks)));
          response.on("error", fail);
          response.resume();
        });
      resolve({ status: response.statusCode ?? 0, drain });
    });
    request.on("error", reject);
  });
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function refusedWithin(port: number, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    if (!(await connects(port))) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

let server: Child | undefined;
afterEach(async () => {
  // A failed assertion must not leave the server running.
  if (server && server.process.exitCode === null && server.process.signalCode === null) await killHard(server);
  server = undefined;
});

describe("SIGTERM", () => {
  it("lets the download in flight finish, refuses new connections, closes the database and exits 0", async () => {
    const dataDir = tempDir("crash-sigterm");
    const config = loadConfig({ DATA_DIR: dataDir });
    const databaseEnv = await testDatabaseEnv();
    const db = openDatabaseAt(dataDir, databaseEnv);
    await migrateToLatest(db);
    const imported = await importBundle({
      db,
      files: openFileStore(config),
      dir: await makeBundle(),
      schoolCode: "crash",
    });
    await db.destroy();
    expect(imported.ok).toBe(true);
    const big = writeBigFile(config.filesDir);

    server = spawnScript("tests/crash/api-server.ts", [], {
      ...databaseEnv,
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      SCHOOL_CODE: "crash",
    });
    await server.waitForLine((line) => line === "ready");
    server.go();
    const listening = await server.waitForLine((line) => line.includes('"msg":"listening on '));
    const base = (JSON.parse(listening) as { url: string }).url;
    const port = Number(new URL(base).port);
    // Reads write nothing, so make the WAL non-empty: a clean close must be seen to checkpoint it.
    expect((await fetch(`${base}/api/news/all/crash`)).status).toBe(200);
    const sqlite = testDialect === "sqlite";
    if (sqlite) expect(fs.existsSync(`${config.databaseFile}-wal`)).toBe(true);

    const download = await slowDownload(`${base}/api/image/${big.name}`);
    expect(download.status).toBe(200);
    server.process.kill("SIGTERM");
    await server.waitForLine((line) => line.includes('"msg":"shutting down"'));

    // Still sending the file, yet no longer listening (the listening socket closes a tick after the signal).
    expect(await refusedWithin(port, 2000)).toBe(true);
    expect(server.process.exitCode).toBeNull();

    const body = await download.drain();
    expect(body.length).toBe(bigBytes);
    expect(createHash("sha256").update(body).digest("hex")).toBe(big.sha256);

    const drained = Date.now();
    const exit = await server.exited;
    // The client keeps its connection alive: the server must not wait for it to time out (5 s).
    expect(Date.now() - drained).toBeLessThan(2000);
    expect(exit).toEqual({ code: 0, signal: null });
    if (sqlite) {
      const wal = `${config.databaseFile}-wal`;
      expect(!fs.existsSync(wal) || fs.statSync(wal).size === 0).toBe(true);
      expect(fileIntegrityProblems(config.databaseFile)).toEqual([]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
