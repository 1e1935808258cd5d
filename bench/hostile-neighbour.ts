/**
 * The hostile-neighbour run of `bench:server` (issue 21): ordinary traffic at a fixed rate, first
 * alone, then beside a second client that sends, one after another in a loop, the worst bodies the
 * server still allows or must refuse:
 *
 *   - the largest draft: a signed-in staff member's autosave, just under the admin JSON limit (1 MB), of
 *     dense markup (the slowest to clean: about a second of sanitize-html);
 *   - a lying ZIP: four entries that each declare 1 KB and unpack to 256 MB, in a bulk certificate upload;
 *   - oversized anonymous bodies: 100 MB to the sign-in, declared and chunked, and 1 MB form posts to
 *     /Tc and /admin/sign-in.
 *
 * Target: the ordinary traffic's p99 stays within 2× its quiet p99, with zero errors.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import autocannon from "autocannon";
import pino from "pino";
import { openConfiguredDatabase } from "#database/connection";
import { loadConfig } from "#domain/config";
import { addToSchool, ensureAccount } from "#server/auth/accounts";
import { createAuth } from "#server/auth/auth";
import { authSecret } from "#server/auth/secret";
import { hasTaskset, type ProdServer, projectRoot } from "./prod-server";

export type Latency = { requests: number; p50Ms: number; p99Ms: number; maxMs: number; errors: number };
export type HostileTally = { kind: string; sent: number; statuses: Record<string, number>; meanMs: number };
export type HostileResult = {
  rate: number;
  seconds: number;
  quiet: Latency;
  hostile: Latency;
  ratio: number;
  tallies: HostileTally[];
  met: boolean;
};

/** A staff member of the demo school, made the way the command line makes one; the Cookie to send. */
async function staffCookie(server: ProdServer): Promise<string> {
  const config = loadConfig({ DATA_DIR: server.dataDir, NODE_ENV: "production", LOG_LEVEL: "silent" });
  const db = openConfiguredDatabase(config);
  const email = "neighbour@school.example";
  let token: string | undefined;
  try {
    const auth = createAuth({ config, db, logger: pino({ level: "silent" }), secret: authSecret(config) });
    const { person } = await ensureAccount(auth, db, { email });
    await addToSchool(db, "demo", person, "owner");
    token = await auth.issuePasswordToken(email);
  } finally {
    // Closed before the server writes to the same SQLite file.
    await db.destroy();
  }
  const headers = { "content-type": "application/json", origin: server.url };
  const reset = await fetch(`${server.url}/api/auth/reset-password`, {
    method: "POST",
    headers,
    body: JSON.stringify({ token, newPassword: "a hostile neighbour's password" }),
  });
  if (!reset.ok) throw new Error(`setting the password answered ${reset.status}: ${await reset.text()}`);
  const signedIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: "a hostile neighbour's password" }),
  });
  if (!signedIn.ok) throw new Error(`signing in answered ${signedIn.status}`);
  return signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

async function ordinary(server: ProdServer, paths: readonly string[], rate: number, seconds: number): Promise<Latency> {
  const result = await autocannon({
    url: server.url,
    duration: seconds,
    connections: 10,
    overallRate: rate,
    requests: paths.map((path) => ({ method: "GET" as const, path })),
  });
  return {
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * The hostile client, in a process of its own (bench/hostile-client.ts) on the load generator's
 * core: in this process its megabytes of writes would delay autocannon's own event loop, and the
 * ordinary traffic's latencies would count the client's work as the server's.
 */
function startClient(
  server: ProdServer,
  cookie: string,
  seconds: number,
): { ready: Promise<void>; tallies: Promise<HostileTally[]> } {
  const node = [process.execPath, "--import", "tsx", path.join(import.meta.dirname, "hostile-client.ts")];
  const [command, ...args] = hasTaskset ? ["taskset", "-c", "1", ...node] : node;
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: { ...process.env, SITE_URL: server.url, STAFF_COOKIE: cookie, HOSTILE_SECONDS: String(seconds) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  let tallies: HostileTally[] | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    lines.on("line", (line) => {
      if (line === "ready") resolve();
      else tallies = JSON.parse(line) as HostileTally[];
    });
    void exited.then((code) => reject(new Error(`the hostile client exited with ${code} before it was ready`)));
  });
  return {
    ready,
    tallies: exited.then((code) => {
      if (code !== 0 || !tallies) throw new Error(`the hostile client exited with ${code}`);
      return tallies;
    }),
  };
}

/** `paths`: the ordinary traffic, cycled in order (the mix of the fixed-rate run). */
export async function hostileNeighbour(
  server: ProdServer,
  paths: readonly string[],
  options: { rate: number; seconds: number },
): Promise<HostileResult> {
  const { rate, seconds } = options;
  const cookie = await staffCookie(server);

  process.stderr.write(`hostile neighbour: ${rate} req/s of ordinary traffic alone for ${seconds} s…\n`);
  const quiet = await ordinary(server, paths, rate, seconds);

  process.stderr.write(`hostile neighbour: the same beside the hostile client for ${seconds} s…\n`);
  const client = startClient(server, cookie, seconds);
  await client.ready;
  const hostile = await ordinary(server, paths, rate, seconds);
  const tallies = await client.tallies;

  const ratio = hostile.p99Ms / Math.max(quiet.p99Ms, 1);
  return {
    rate,
    seconds,
    quiet,
    hostile,
    ratio,
    tallies,
    met: ratio <= 2 && hostile.errors === 0 && quiet.errors === 0,
  };
}

export function printHostile(result: HostileResult): void {
  console.log(
    `\nhostile neighbour: ${result.rate} req/s of ordinary traffic, ${result.seconds} s alone, then beside it\n`,
  );
  console.log(
    `${"ordinary traffic".padEnd(18)} ${"requests".padStart(9)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"max ms".padStart(7)} ${"errors".padStart(7)}`,
  );
  for (const [name, run] of [
    ["alone", result.quiet],
    ["beside hostile", result.hostile],
  ] as const) {
    console.log(
      `${name.padEnd(18)} ${String(run.requests).padStart(9)} ${String(run.p50Ms).padStart(7)} ${String(run.p99Ms).padStart(7)} ${String(run.maxMs).padStart(7)} ${String(run.errors).padStart(7)}`,
    );
  }
  console.log(`\n${"hostile request".padEnd(40)} ${"sent".padStart(5)} ${"mean ms".padStart(8)}  answers`);
  for (const tally of result.tallies) {
    const answers = Object.entries(tally.statuses)
      .map(([status, count]) => `${{ "0": "closed", "-1": "failed" }[status] ?? status} × ${count}`)
      .join(", ");
    console.log(
      `${tally.kind.padEnd(40)} ${String(tally.sent).padStart(5)} ${String(tally.meanMs).padStart(8)}  ${answers}`,
    );
  }
  console.log(
    `\np99 beside / alone: ${result.ratio.toFixed(2)} (target ≤ 2, zero errors) ${result.met ? "met" : "MISSED"}`,
  );
}
