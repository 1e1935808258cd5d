/**
 * `npm run bench:platform` (issue 15): 1,000 schools with the demo's content, on PostgreSQL behind
 * Debian's nginx with two instances, and on SQLite with one, all on 127.0.0.1.
 *
 *   1. throughput: as many requests as 20 connections get through in `--duration` s, over the mix,
 *      one instance and then two behind the same nginx (target: two ≥ 1.6 × one);
 *   2. 200 req/s over the mix for 60 s across the 1,000 hosts, two instances behind nginx, one of
 *      them killed with SIGKILL half-way (targets: no errors, page p99 ≤ 250 ms);
 *   3. the same rate and the throughput for one instance on SQLite with the same 1,000 schools.
 *
 * The mix, each request to a random school's host: pages 30 % (/, /News, /About, /Gallery), API 50 %
 * (news, albums, events, faculty, profile), images 20 % (two photo variants). Needs PostgreSQL and
 * nginx from Debian (apt-get install -y postgresql nginx); the PostgreSQL is scripts/test-postgres's.
 *
 *   npm run bench:platform [-- --schools 1000 --duration 20 --rate 200 --rate-duration 60 --no-build]
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase, openPostgres } from "#database/connection";
import { loadConfig } from "#domain/config";
import { benchHost, createSchools, schoolCodeOf } from "./platform-data";
import { buildSite, freePort, type ProdServer, projectRoot, startProdServer } from "./prod-server";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const schoolCount = option("schools", 1000);
const duration = option("duration", 20);
const rate = option("rate", 200);
const rateSeconds = option("rate-duration", 60);

const nginxBinary = "/usr/sbin/nginx";
if (!fs.existsSync(nginxBinary)) throw new Error("nginx is not installed: apt-get install -y nginx");
if (!args.includes("--no-build")) buildSite();

const kinds = [
  { kind: "page", share: 0.3, paths: ["/", "/News", "/About", "/Gallery"] },
  {
    kind: "api",
    share: 0.5,
    paths: [
      "/api/news/all/{s}",
      "/api/gallery/All/{s}",
      "/api/events/All/{s}",
      "/api/faculty/all/{s}",
      "/api/school/{s}",
    ],
  },
  {
    kind: "image",
    share: 0.2,
    paths: [
      "/api/image/{s}/public/slides/slide-01.jpg?w=480&format=webp",
      "/api/image/{s}/public/about.jpg?w=320&format=avif",
    ],
  },
] as const;
type Kind = (typeof kinds)[number]["kind"];

/** One request of `kind` to a random school, by its host. */
function requestsOf(kind: Kind) {
  const paths = kinds.find((entry) => entry.kind === kind)?.paths ?? [];
  return [
    {
      method: "GET" as const,
      setupRequest: (request: autocannon.Request) => {
        const code = schoolCodeOf(Math.floor(Math.random() * schoolCount));
        const template = paths[Math.floor(Math.random() * paths.length)];
        return { ...request, path: template.replaceAll("{s}", code), headers: { host: benchHost(code) } };
      },
    },
  ];
}

type Run = { kind: string; requests: number; rps: number; p50: number; p99: number; errors: number };

async function load(url: string, kind: Kind, options: { seconds: number; rate?: number; connections: number }) {
  const result = await autocannon({
    url,
    duration: options.seconds,
    connections: options.connections,
    overallRate: options.rate,
    requests: requestsOf(kind),
  });
  return {
    kind,
    requests: result.requests.total,
    rps: Math.round(result.requests.total / options.seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  } satisfies Run;
}

/** Throughput over the whole mix: each kind's share of the connections, all at once. */
async function throughput(url: string): Promise<Run[]> {
  const connections = 20;
  return Promise.all(
    kinds.map(({ kind, share }) =>
      load(url, kind, { seconds: duration, connections: Math.max(1, Math.round(connections * share)) }),
    ),
  );
}

/** The fixed rate over the mix; `during` runs while it does (the kill). */
async function fixedRate(url: string, during?: () => Promise<void>): Promise<Run[]> {
  const runs = Promise.all(
    kinds.map(({ kind, share }) =>
      load(url, kind, { seconds: rateSeconds, rate: Math.round(rate * share), connections: 10 }),
    ),
  );
  await during?.();
  return runs;
}

const total = (runs: Run[]) => runs.reduce((sum, run) => sum + run.rps, 0);

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 1s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

async function startNginx(dir: string, upstreams: number[]): Promise<{ url: string; stop: () => Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const file = path.join(dir, "nginx.conf");
  fs.writeFileSync(file, nginxConfig(dir, port, upstreams));
  const child = spawn(nginxBinary, ["-p", dir, "-c", file], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(url);
      break;
    } catch {
      if (attempt > 100) throw new Error("nginx did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    },
  };
}

function table(title: string, runs: Run[]) {
  console.log(`\n${title}`);
  console.log(
    `${"kind".padEnd(7)} ${"requests".padStart(9)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"errors".padStart(7)}`,
  );
  for (const run of runs) {
    console.log(
      `${run.kind.padEnd(7)} ${String(run.requests).padStart(9)} ${String(run.rps).padStart(7)} ${String(run.p50).padStart(7)} ${String(run.p99).padStart(7)} ${String(run.errors).padStart(7)}`,
    );
  }
  console.log(
    `${"all".padEnd(7)} ${String(runs.reduce((s, r) => s + r.requests, 0)).padStart(9)} ${String(total(runs)).padStart(7)}`,
  );
}

const workDir = fs.mkdtempSync(path.join(projectRoot, ".tmp", "bench-platform-"));
const pgServer = spawnSync(path.join(projectRoot, "scripts", "test-postgres"), ["start"], { encoding: "utf8" });
if (pgServer.status !== 0) throw new Error(`scripts/test-postgres failed: ${pgServer.stderr}`);
const serverUrl = pgServer.stdout.trim();
const databaseName = `bench_platform_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
admin.on("error", () => {});
await admin.connect();
await admin.query(`create database ${databaseName} template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C'`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
const servers: ProdServer[] = [];
const cleanups: Array<() => Promise<void>> = [];
let exitCode = 1;
try {
  // The same 1,000 schools in both stores, each with its own DATA_DIR (shared by the PostgreSQL instances).
  const pgDataDir = path.join(workDir, "pg-data");
  const sqliteDataDir = path.join(workDir, "sqlite-data");
  for (const [label, dataDir, open] of [
    ["PostgreSQL", pgDataDir, () => openPostgres(databaseUrl)],
    ["SQLite", sqliteDataDir, () => openDatabase(path.join(sqliteDataDir, "school.db"))],
  ] as const) {
    const started = performance.now();
    const db = open();
    await createSchools(db, loadConfig({ DATA_DIR: dataDir }), schoolCount);
    await db.destroy();
    process.stderr.write(`${label}: ${schoolCount} schools in ${Math.round((performance.now() - started) / 1000)} s\n`);
  }

  const instanceEnv = { DATABASE_URL: databaseUrl, SCHOOL_CODE: "s0000" };
  const startInstance = async (dataDir: string, env: Record<string, string>) => {
    const server = await startProdServer({ dataDir, env, readyPath: "/api/school/s0000" });
    servers.push(server);
    return server;
  };
  const first = await startInstance(pgDataDir, instanceEnv);
  const second = await startInstance(pgDataDir, instanceEnv);
  const portOf = (server: ProdServer) => Number(new URL(server.url).port);

  // Warm the image variants (made once, then shared by every school's link) and the JIT.
  for (const { kind } of kinds) await load(first.url, kind, { seconds: 3, connections: 4 });

  process.stderr.write(`throughput, one instance behind nginx, ${duration} s…\n`);
  const nginxOne = await startNginx(path.join(workDir, "nginx-one"), [portOf(first)]);
  const one = await throughput(nginxOne.url);
  await nginxOne.stop();
  process.stderr.write(`throughput, two instances behind nginx, ${duration} s…\n`);
  const nginxTwo = await startNginx(path.join(workDir, "nginx-two"), [portOf(first), portOf(second)]);
  cleanups.push(nginxTwo.stop);
  const two = await throughput(nginxTwo.url);

  process.stderr.write(`${rate} req/s for ${rateSeconds} s, two instances, the second killed half-way…\n`);
  let killedAt = 0;
  const rated = await fixedRate(nginxTwo.url, async () => {
    await new Promise((resolve) => setTimeout(resolve, (rateSeconds * 1000) / 2));
    second.child.kill("SIGKILL");
    killedAt = rateSeconds / 2;
  });
  // No data lost: every school is still whole after the kill (rows of the copy of s0000's content).
  const counts = await (async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const result = await client.query<{ n: string }>("select count(distinct school_code) as n from news");
    const schools = await client.query<{ n: string }>("select count(*) as n from school");
    await client.end();
    return { withNews: Number(result.rows[0]?.n), schools: Number(schools.rows[0]?.n) };
  })();

  process.stderr.write(`SQLite, one instance: throughput ${duration} s, then ${rate} req/s for ${rateSeconds} s…\n`);
  const sqlite = await startInstance(sqliteDataDir, { SCHOOL_CODE: "s0000" });
  for (const { kind } of kinds) await load(sqlite.url, kind, { seconds: 3, connections: 4 });
  const sqliteThroughput = await throughput(sqlite.url);
  const sqliteRated = await fixedRate(sqlite.url);

  const ratio = total(two) / total(one);
  const errors = rated.reduce((sum, run) => sum + run.errors, 0);
  const pageP99 = rated.find((run) => run.kind === "page")?.p99 ?? Number.POSITIVE_INFINITY;
  console.log(
    `\n${schoolCount} schools; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), ${Math.round(os.totalmem() / 2 ** 30)} GB; Node ${process.version}`,
  );
  table(`PostgreSQL, one instance behind nginx: throughput (${duration} s, 20 connections)`, one);
  table(`PostgreSQL, two instances behind nginx: throughput (${duration} s, 20 connections)`, two);
  table(
    `PostgreSQL, two instances behind nginx: ${rate} req/s for ${rateSeconds} s, one SIGKILLed at ${killedAt} s`,
    rated,
  );
  table(`SQLite, one instance: throughput (${duration} s, 20 connections)`, sqliteThroughput);
  table(`SQLite, one instance: ${rate} req/s for ${rateSeconds} s`, sqliteRated);
  console.log(`\nschools after the kill: ${counts.schools}, with their news: ${counts.withNews} (of ${schoolCount})`);
  const targets = [
    { name: "errors with a SIGKILL (target 0)", value: errors, met: errors === 0 },
    { name: "page p99 at the rate, ms (target ≤ 250)", value: pageP99, met: pageP99 <= 250 },
    { name: "two instances / one (target ≥ 1.6)", value: Number(ratio.toFixed(2)), met: ratio >= 1.6 },
    {
      name: "no data lost",
      value: counts.withNews,
      met: counts.withNews === schoolCount && counts.schools === schoolCount,
    },
  ];
  console.log("");
  for (const target of targets)
    console.log(`${target.name.padEnd(42)} ${String(target.value).padStart(8)}  ${target.met ? "met" : "MISSED"}`);
  const missed = targets.filter((target) => !target.met);
  console.log(
    missed.length === 0 ? "\nevery target met" : `\nmissed: ${missed.map((target) => target.name).join("; ")}`,
  );

  const resultsDir = path.join(import.meta.dirname, "results");
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, `platform-${new Date().toISOString().replace(/[:.]/g, "-")}.json`),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cores: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
        schools: schoolCount,
        postgres: { one, two, rated, killedAt, counts },
        sqlite: { throughput: sqliteThroughput, rated: sqliteRated },
        targets,
      },
      null,
      2,
    )}\n`,
  );
  exitCode = missed.length === 0 ? 0 : 1;
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => {});
  for (const server of servers) await server.stop().catch(() => {});
  await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => {});
  await admin.end();
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
