/**
 * Starts the production server (`scripts/start`, what `npm start` runs: the compiled server,
 * one process, decision 0086) as a child process on a free port with a throw-away DATA_DIR, so it loads the demo
 * school. Shared by the page and server benchmarks.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `taskset` pins a process to one core where it exists (Linux); elsewhere the command runs unpinned. */
export const hasTaskset = spawnSync("taskset", ["--version"]).status === 0;

export function buildSite(): void {
  process.stderr.write("building the site (npm run build)…\n");
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("npm run build failed");
}

export type ProdServer = { url: string; child: ChildProcess; dataDir: string; stop: () => Promise<void> };

export async function startProdServer(
  options: {
    cpu?: number;
    /** A command that runs the server in some context and ends by exec-ing it (a cgroup: bench/cgroup-cpu.ts). */
    prefix?: string[];
    env?: Record<string, string>;
    /** A DATA_DIR to share (kept when the server stops); by default a throw-away one with the demo school. */
    dataDir?: string;
    /** The path that answers 200 once the server is ready (default /api/school/demo). */
    readyPath?: string;
  } = {},
): Promise<ProdServer> {
  const tmpRoot = path.join(projectRoot, ".tmp");
  fs.mkdirSync(tmpRoot, { recursive: true });
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(tmpRoot, "bench-data-"));
  const port = await freePort();
  // scripts/start compiles the server if its sources changed, then execs node: the child is the server itself.
  const start = [path.join(projectRoot, "scripts", "start")];
  const [command, ...args] = [
    ...(options.prefix ?? []),
    ...(options.cpu !== undefined && hasTaskset ? ["taskset", "-c", String(options.cpu), ...start] : start),
  ];
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      // The Node running this script first on PATH, for scripts/start's `node`.
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}${options.readyPath ?? "/api/school/demo"}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not start within 2 minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, child, dataDir, stop };
}
