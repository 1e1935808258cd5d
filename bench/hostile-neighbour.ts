/**
 * The hostile-neighbour run of `bench:server` (issue 21): ordinary traffic at a fixed rate, first
 * alone, then beside a second client that sends, one after another in a loop, the worst bodies the
 * server still allows or must refuse:
 *
 *   - the largest draft: a signed-in staff member's autosave, just under the 2 MB JSON limit, of
 *     dense markup (the slowest to clean: about a second of sanitize-html);
 *   - a lying ZIP: four entries that each declare 1 KB and unpack to 256 MB, in a bulk certificate upload;
 *   - oversized anonymous bodies: 100 MB to the sign-in, declared and chunked, and 1 MB form posts to
 *     /Tc and /admin/sign-in.
 *
 * Target: the ordinary traffic's p99 stays within 2× its quiet p99, with zero errors.
 */
import http from "node:http";
import autocannon from "autocannon";
import pino from "pino";
import { openConfiguredDatabase } from "#database/connection";
import { loadConfig } from "#domain/config";
import { addToSchool, ensureAccount } from "#server/auth/accounts";
import { createAuth } from "#server/auth/auth";
import { authSecret } from "#server/auth/secret";
import { deflatedZeros, lyingZip } from "#tests/fixtures/lying-zip";
import type { ProdServer } from "./prod-server";

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

type Attack = { kind: string; send: () => Promise<number> };

/**
 * A POST of `total` bytes pushed as fast as the socket takes them, declared or chunked; settles with
 * the status as soon as the server answers (it does not wait for the body it refused), or 0 when the
 * server closed the connection without an answer.
 */
function push(server: ProdServer, path: string, total: number, declared: boolean, type: string): Promise<number> {
  const url = new URL(server.url);
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve) => {
    const headers: Record<string, string> = { "content-type": type, origin: server.url };
    if (declared) headers["content-length"] = String(total);
    const request = http.request({ host: url.hostname, port: url.port, path, method: "POST", headers, agent: false });
    let settled = false;
    const settle = (status: number) => {
      if (settled) return;
      settled = true;
      request.destroy();
      resolve(status);
    };
    request.on("response", (response) => {
      response.resume();
      settle(response.statusCode ?? 0);
    });
    request.on("error", () => settle(0));
    request.on("close", () => settle(0));
    let sent = 0;
    const write = () => {
      while (!settled && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      if (!settled) request.end();
    };
    write();
  });
}

async function attacks(server: ProdServer): Promise<Attack[]> {
  const cookie = await staffCookie(server);
  const staff = { cookie, origin: server.url };
  const api = `${server.url}/api/admin/schools/demo`;

  const created = await fetch(`${api}/content/news`, {
    method: "POST",
    headers: { ...staff, "content-type": "application/json" },
    body: JSON.stringify({ values: { title: "The neighbour's draft", description: "<p>Draft</p>" } }),
  });
  if (!created.ok) throw new Error(`making the draft answered ${created.status}`);
  const { id } = (await created.json()) as { id: string };
  // The largest draft the limit allows: dense markup, the slowest kind to clean.
  const unit = '<p><strong>Bold</strong> and <em>slanted</em> words<img alt="pasted"></p>';
  const envelope = (description: string) =>
    JSON.stringify({ values: { title: "The neighbour's draft", description }, autosave: true });
  // JSON escapes each unit's quotes: count the units by their escaped length, so the body stays under 2 MB.
  const unitBytes = JSON.stringify(unit).length - 2;
  const draft = envelope(unit.repeat(Math.floor((2 * 1024 * 1024 - envelope("").length - 1024) / unitBytes)));

  const bomb = await deflatedZeros(256);
  const zip = lyingZip(
    ["A-1.pdf", "A-2.pdf", "A-3.pdf", "A-4.pdf"].map((name) => ({ name, declaredSize: 1024, data: bomb })),
  );
  const form = new FormData();
  form.set("csv", new File(["A/1,Ravi Kumar\n"], "list.csv", { type: "text/csv" }));
  form.append("files", new File([new Uint8Array(zip)], "certificates.zip", { type: "application/zip" }));
  const multipart = new Request("http://localhost/", { method: "POST", body: form });
  const zipBody = new Uint8Array(await multipart.arrayBuffer());
  const zipType = multipart.headers.get("content-type") ?? "";

  const status = async (response: Promise<Response>) => {
    const answered = await response;
    await answered.arrayBuffer();
    return answered.status;
  };
  return [
    {
      kind: "largest draft (2 MB autosave)",
      send: () =>
        status(
          fetch(`${api}/content/news/${id}`, {
            method: "PUT",
            headers: { ...staff, "content-type": "application/json" },
            body: draft,
          }),
        ),
    },
    {
      kind: "lying ZIP (4 × 1 KB → 256 MB)",
      send: () =>
        status(
          fetch(`${api}/certificates/bulk`, {
            method: "POST",
            headers: { ...staff, "content-type": zipType },
            body: zipBody,
          }),
        ),
    },
    {
      kind: "sign-in, 100 MB declared",
      send: () => push(server, "/api/auth/sign-in/email", 100 * 1024 * 1024, true, "application/json"),
    },
    {
      kind: "sign-in, 100 MB chunked",
      send: () => push(server, "/api/auth/sign-in/email", 100 * 1024 * 1024, false, "application/json"),
    },
    {
      kind: "/Tc form post, 1 MB",
      send: () => push(server, "/Tc", 1024 * 1024, true, "application/x-www-form-urlencoded"),
    },
    {
      kind: "/admin/sign-in form post, 1 MB chunked",
      send: () => push(server, "/admin/sign-in", 1024 * 1024, false, "application/x-www-form-urlencoded"),
    },
  ];
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

/** `paths`: the ordinary traffic, cycled in order (the mix of the fixed-rate run). */
export async function hostileNeighbour(
  server: ProdServer,
  paths: readonly string[],
  options: { rate: number; seconds: number },
): Promise<HostileResult> {
  const { rate, seconds } = options;
  const loop = await attacks(server);
  // One of each first: the thread that cleans drafts starts, and every answer is what it should be.
  for (const attack of loop) await attack.send();

  process.stderr.write(`hostile neighbour: ${rate} req/s of ordinary traffic alone for ${seconds} s…\n`);
  const quiet = await ordinary(server, paths, rate, seconds);

  process.stderr.write(`hostile neighbour: the same beside the hostile client for ${seconds} s…\n`);
  const tallies = new Map<string, { sent: number; statuses: Record<string, number>; totalMs: number }>();
  let stopped = false;
  const neighbour = (async () => {
    for (let index = 0; !stopped; index += 1) {
      const attack = loop[index % loop.length] as Attack;
      const started = performance.now();
      // A failure is tallied, not thrown: the loop goes on as a hostile client would.
      const answered = await attack.send().catch(() => -1);
      const tally = tallies.get(attack.kind) ?? { sent: 0, statuses: {}, totalMs: 0 };
      tally.sent += 1;
      tally.statuses[answered] = (tally.statuses[answered] ?? 0) + 1;
      tally.totalMs += performance.now() - started;
      tallies.set(attack.kind, tally);
    }
  })();
  const hostile = await ordinary(server, paths, rate, seconds);
  stopped = true;
  await neighbour;

  const ratio = hostile.p99Ms / Math.max(quiet.p99Ms, 1);
  return {
    rate,
    seconds,
    quiet,
    hostile,
    ratio,
    tallies: [...tallies].map(([kind, tally]) => ({
      kind,
      sent: tally.sent,
      statuses: tally.statuses,
      meanMs: Math.round(tally.totalMs / tally.sent),
    })),
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
