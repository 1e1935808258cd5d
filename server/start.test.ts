import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "#domain/config";
import { testDatabaseEnv } from "#tests/test-database";
import { listenUrl, type RunningServer, startServer } from "./start";

// The site build stands in for the real one: a fresh clone's first start has no build, so it "builds".
const site = vi.hoisted(() => ({ built: false }));
vi.mock("./site", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./site")>()),
  ensureSiteBuild: (log: (message: string) => void) => {
    if (site.built) return;
    log("building the site: no build in build/ yet (once, about a minute)");
    site.built = true;
  },
  productionSite: async () => () => {},
}));

type Line = { level: number; msg: string; [field: string]: unknown };

/** Starts the server on a data folder and collects its log lines (pino JSON, one a line). */
async function start(
  dataDir: string,
  databaseEnv: Record<string, string>,
): Promise<{ running: RunningServer; lines: Line[] }> {
  const lines: Line[] = [];
  const config = loadConfig({ ...databaseEnv, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" });
  const running = await startServer(config, {
    logDestination: {
      write: (text: string) =>
        lines.push(
          ...text
            .trim()
            .split("\n")
            .map((l) => JSON.parse(l)),
        ),
    },
  });
  return { running, lines };
}

describe("start-up log", () => {
  let dataDir: string;
  /** The run's store: DATA_DIR's SQLite file, or a fresh PostgreSQL schema (DATABASE_URL). */
  let databaseEnv: Record<string, string>;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "start-log-"));
    databaseEnv = await testDatabaseEnv();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("says, on a first start, that it migrates, loads the demo, builds the site and listens, in that order", async () => {
    const { running, lines } = await start(dataDir, databaseEnv);
    try {
      const messages = lines.filter((line) => line.msg !== "demo import").map((line) => line.msg);
      const port = (running.server.address() as { port: number }).port;
      expect(messages).toEqual([
        "migrating the database",
        expect.stringMatching(/^database migrated: \d+ applied$/),
        "loading the demo school into the empty database",
        "demo school loaded",
        "building the site: no build in build/ yet (once, about a minute)",
        "site built",
        `listening on http://127.0.0.1:${port}`,
      ]);
      expect(lines.at(-1)?.url).toBe(`http://127.0.0.1:${port}`);
      expect(lines.find((line) => line.msg === "migrating the database")?.database).toBe(
        databaseEnv.DATABASE_URL ?? path.join(dataDir, "school.db"),
      );
      const response = await fetch(`http://127.0.0.1:${port}/api/school/demo`);
      expect(response.status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it("says, on a later start, that the database is up to date and listens, nothing more", async () => {
    const { running, lines } = await start(dataDir, databaseEnv);
    try {
      const port = (running.server.address() as { port: number }).port;
      expect(lines.map((line) => line.msg)).toEqual([
        "migrating the database",
        "database already up to date",
        `listening on http://127.0.0.1:${port}`,
      ]);
    } finally {
      await running.close();
    }
  });
});

/** A request as a bare HTTP/1.0 health check sends it: no Host header. The status line and the body. */
function bareRequest(port: number, target: string): Promise<{ statusLine: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`GET ${target} HTTP/1.0\r\n\r\n`));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("end", () => {
      const [head = "", body = ""] = text.split("\r\n\r\n");
      resolve({ statusLine: head.split("\r\n")[0] ?? "", body });
    });
    socket.on("error", reject);
  });
}

describe("the load balancer's probes", () => {
  it("are answered over HTTP/1.0 with no Host header, and leave no line in the log", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "start-probes-"));
    const { running, lines } = await start(dataDir, await testDatabaseEnv());
    try {
      const port = (running.server.address() as { port: number }).port;
      const logged = lines.length;
      expect(await bareRequest(port, "/healthz")).toEqual({
        statusLine: expect.stringMatching(/^HTTP\/1\.[01] 200 /),
        body: "ok",
      });
      expect(await bareRequest(port, "/readyz")).toEqual({
        statusLine: expect.stringMatching(/^HTTP\/1\.[01] 200 /),
        body: '{"status":"ready"}',
      });
      expect(lines.slice(logged)).toEqual([]);
    } finally {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("listenUrl", () => {
  it("prints the wildcard addresses as localhost and brackets IPv6 literals", () => {
    expect(listenUrl("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(listenUrl("::", 3000)).toBe("http://localhost:3000");
    expect(listenUrl("127.0.0.1", 8080)).toBe("http://127.0.0.1:8080");
    expect(listenUrl("::1", 8080)).toBe("http://[::1]:8080");
  });
});
