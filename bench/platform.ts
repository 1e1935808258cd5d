/**
 * `npm run bench:platform` (issue 15): 1,000 schools with the demo's content, on PostgreSQL behind
 * Debian's nginx with two instances, and on SQLite with one, all on 127.0.0.1.
 *
 *   1. throughput: as many requests as 20 connections get through in `--duration` s, over the mix,
 *      one instance and then two behind the same nginx (target: two ≥ 1.6 × one);
 *   2. 200 req/s over the mix for 60 s across the 1,000 hosts, two instances behind nginx, one of
 *      them killed with SIGKILL half-way (targets: no errors, page p99 ≤ 250 ms);
 *   3. the same rate and the throughput for one instance on SQLite with the same 1,000 schools;
 *   4. (issue 26) the same rate for `--publish-duration` s on the two instances, quiet, then again while
 *      one school publishes a news change every second; the load goes to the other schools. Targets:
 *      cache hit rate ≥ 95 % (pages, and API answers) while it publishes, page p99 within 10 % of the
 *      quiet run. The hit rates come from the instances' own counters (SIGUSR2, server/cache-stats.ts).
 *
 * The mix, each request to a random school's host: pages 30 % (/, /News, /About, /Gallery), API 50 %
 * (news, albums, events, faculty, profile), images 20 % (two photo variants). Needs PostgreSQL and
 * nginx from Debian (apt-get install -y postgresql nginx); the PostgreSQL is scripts/test-postgres's.
 *
 *   npm run bench:platform [-- --schools 1000 --duration 20 --rate 200 --rate-duration 60
 *                             --publish-duration 60 --publish-only --no-build]
 *
 * `--publish-only` runs the fourth part alone (no throughput, no kill, no SQLite).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase, openPostgres } from "#database/connection";
import { writeLiveItem } from "#database/queries/editing-live";
import { listItems } from "#database/queries/lists";
import { writeSchool } from "#database/school-scope";
import { loadConfig } from "#domain/config";
import { contentKinds } from "#domain/content-kinds";
import { cacheStatsFile } from "#server/cache-stats";
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
const publishSeconds = option("publish-duration", 60);
const publishOnly = args.includes("--publish-only");
/** The school that publishes every second in part 4; the load of part 4 goes to the others. */
const publisherIndex = schoolCount - 1;

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

/** One request of `kind` to a random school (but `except`), by its host. */
function requestsOf(kind: Kind, except?: number) {
  const paths = kinds.find((entry) => entry.kind === kind)?.paths ?? [];
  return [
    {
      method: "GET" as const,
      setupRequest: (request: autocannon.Request) => {
        let index = Math.floor(Math.random() * (except === undefined ? schoolCount : schoolCount - 1));
        if (except !== undefined && index >= except) index += 1;
        const code = schoolCodeOf(index);
        const template = paths[Math.floor(Math.random() * paths.length)];
        return { ...request, path: template.replaceAll("{s}", code), headers: { host: benchHost(code) } };
      },
    },
  ];
}

type Run = { kind: string; requests: number; rps: number; p50: number; p99: number; errors: number };

async function load(
  url: string,
  kind: Kind,
  options: { seconds: number; rate?: number; connections: number; except?: number },
) {
  const result = await autocannon({
    url,
    duration: options.seconds,
    connections: options.connections,
    overallRate: options.rate,
    requests: requestsOf(kind, options.except),
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

type Counts = { hits: number; lookups: number };
type CacheCounts = { api: Counts; pages: Counts };

/** Every instance's cache counters, summed: each writes its own on SIGUSR2 (server/cache-stats.ts). */
async function cacheCounts(instances: ProdServer[], cacheDir: string): Promise<CacheCounts> {
  const files = instances.map((server) => cacheStatsFile(cacheDir, server.child.pid ?? 0));
  for (const file of files) fs.rmSync(file, { force: true });
  for (const server of instances) server.child.kill("SIGUSR2");
  const sum: CacheCounts = { api: { hits: 0, lookups: 0 }, pages: { hits: 0, lookups: 0 } };
  for (const file of files) {
    for (let attempt = 0; !fs.existsSync(file); attempt++) {
      if (attempt > 100) throw new Error(`no cache counters in ${file}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const counts = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<CacheCounts>;
    for (const cache of ["api", "pages"] as const) {
      sum[cache].hits += counts[cache]?.hits ?? 0;
      sum[cache].lookups += counts[cache]?.lookups ?? 0;
    }
  }
  return sum;
}

const hitRate = (before: Counts, after: Counts) =>
  Number(((100 * (after.hits - before.hits)) / Math.max(1, after.lookups - before.lookups)).toFixed(2));

/** Every page and API path of the mix once, for every school but the publisher, 8 at a time. */
async function warm(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  const targets: Array<{ path: string; host: string }> = [];
  for (let index = 0; index < schoolCount; index++) {
    if (index === publisherIndex) continue;
    const code = schoolCodeOf(index);
    for (const { kind, paths } of kinds) {
      if (kind === "image") continue;
      for (const template of paths) targets.push({ path: template.replaceAll("{s}", code), host: benchHost(code) });
    }
  }
  const worker = async () => {
    for (let target = targets.pop(); target; target = targets.pop()) {
      const { path: urlPath, host } = target;
      await new Promise<void>((resolve, reject) => {
        http
          .get({ hostname, port, path: urlPath, headers: { host } }, (response) => {
            response.resume();
            response.on("end", () => resolve());
          })
          .on("error", reject);
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

type PublishRun = { runs: Run[]; apiHitRate: number; pageHitRate: number; publishes: number };

/**
 * Part 4: the fixed rate over the mix, to every school but the publisher, on `instances` behind
 * `url`; with `publish`, the publisher's first news item changes title every second meanwhile,
 * through its own connection to the database (as a clerk's publish on another instance would).
 */
async function publishRun(
  url: string,
  instances: ProdServer[],
  cacheDir: string,
  publish?: () => Promise<void>,
): Promise<PublishRun> {
  const before = await cacheCounts(instances, cacheDir);
  let publishing = publish !== undefined;
  let publishes = 0;
  const publisher = (async () => {
    while (publishing && publish) {
      const started = performance.now();
      await publish();
      publishes += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))));
    }
  })();
  const runs = await Promise.all(
    kinds.map(({ kind, share }) =>
      load(url, kind, {
        seconds: publishSeconds,
        rate: Math.round(rate * share),
        connections: 10,
        except: publisherIndex,
      }),
    ),
  );
  publishing = false;
  await publisher;
  const after = await cacheCounts(instances, cacheDir);
  return {
    runs,
    apiHitRate: hitRate(before.api, after.api),
    pageHitRate: hitRate(before.pages, after.pages),
    publishes,
  };
}

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

type Target = { name: string; value: number; met: boolean };

/** Prints the targets and keeps the run's numbers in bench/results. */
function report(targets: Target[], results: Record<string, unknown>): void {
  console.log("");
  for (const target of targets)
    console.log(`${target.name.padEnd(46)} ${String(target.value).padStart(8)}  ${target.met ? "met" : "MISSED"}`);
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
        machine: {
          cores: os.cpus().length,
          model: os.cpus()[0]?.model,
          memoryGb: Math.round(os.totalmem() / 2 ** 30),
          loadAverage: os.loadavg(),
        },
        ...results,
        targets,
      },
      null,
      2,
    )}\n`,
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
    if (publishOnly && label === "SQLite") continue;
    const started = performance.now();
    const db = open();
    await createSchools(db, loadConfig({ DATA_DIR: dataDir }), schoolCount);
    await db.destroy();
    process.stderr.write(`${label}: ${schoolCount} schools in ${Math.round((performance.now() - started) / 1000)} s\n`);
  }

  const instanceEnv = { DATABASE_URL: databaseUrl, SCHOOL_CODE: "s0000" };
  const startInstance = async (dataDir: string, env: Record<string, string>) => {
    // A platform's cache bounds (docs/operations.md): the defaults fit one school, not 1,000 (decision 0086).
    const platformCaches = { PAGE_CACHE_MB: "128", API_CACHE_MB: "64" };
    const server = await startProdServer({
      dataDir,
      env: { ...platformCaches, ...env },
      readyPath: "/api/school/s0000",
    });
    servers.push(server);
    return server;
  };
  const first = await startInstance(pgDataDir, instanceEnv);
  const second = await startInstance(pgDataDir, instanceEnv);
  const portOf = (server: ProdServer) => Number(new URL(server.url).port);

  // Warm the image variants (made once, then shared by every school's link) and the JIT.
  for (const { kind } of kinds) await load(first.url, kind, { seconds: 3, connections: 4 });

  // Part 4 first, on both instances while both are alive: quiet, then with one school publishing.
  const pgCacheDir = loadConfig({ DATA_DIR: pgDataDir }).cacheDir;
  const nginxPublish = await startNginx(path.join(workDir, "nginx-publish"), [portOf(first), portOf(second)]);
  // Every school's pages and answers once through each instance, so both runs start from warm caches.
  process.stderr.write("warming both instances' caches with every school's pages and answers…\n");
  for (const server of [first, second]) await warm(server.url);
  process.stderr.write(`${rate} req/s for ${publishSeconds} s, two instances, quiet…
`);
  const quiet = await publishRun(nginxPublish.url, [first, second], pgCacheDir);
  const publisherDb = openPostgres(databaseUrl, { poolSize: 2 });
  const publisherCode = schoolCodeOf(publisherIndex);
  const [news] = await listItems(publisherDb, contentKinds.news, publisherCode);
  if (!news) throw new Error(`${publisherCode} has no news to publish`);
  process.stderr.write(`${rate} req/s for ${publishSeconds} s, two instances, ${publisherCode} publishing every second…
`);
  const publishing = await publishRun(nginxPublish.url, [first, second], pgCacheDir, async () => {
    // A publish as the editor makes it: the live item written through writeSchool, which moves the school's version.
    const { _id, ...item } = news;
    await writeSchool(publisherDb, publisherCode, (school) =>
      writeLiveItem(school, "news", _id, { ...item, title: `${news.title} (${new Date().toISOString()})` }),
    );
  });
  await publisherDb.destroy();
  await nginxPublish.stop();
  const quietPageP99 = quiet.runs.find((run) => run.kind === "page")?.p99 ?? Number.NaN;
  const publishingPageP99 = publishing.runs.find((run) => run.kind === "page")?.p99 ?? Number.POSITIVE_INFINITY;
  const publishTargets = [
    {
      name: "API hit rate, one school publishing, % (≥ 95)",
      value: publishing.apiHitRate,
      met: publishing.apiHitRate >= 95,
    },
    {
      name: "page hit rate, one school publishing, % (≥ 95)",
      value: publishing.pageHitRate,
      met: publishing.pageHitRate >= 95,
    },
    {
      name: "page p99 publishing / quiet (≤ 1.10)",
      value: Number((publishingPageP99 / quietPageP99).toFixed(2)),
      met: publishingPageP99 <= quietPageP99 * 1.1,
    },
  ];
  const publishReport = () => {
    table(`PostgreSQL, two instances behind nginx: ${rate} req/s for ${publishSeconds} s, quiet`, quiet.runs);
    console.log(`hit rates: API ${quiet.apiHitRate} %, pages ${quiet.pageHitRate} %`);
    table(
      `PostgreSQL, two instances behind nginx: ${rate} req/s for ${publishSeconds} s, ${publisherCode} publishing every second (${publishing.publishes} publishes)`,
      publishing.runs,
    );
    console.log(`hit rates: API ${publishing.apiHitRate} %, pages ${publishing.pageHitRate} %`);
  };
  if (publishOnly) {
    console.log(
      `\n${schoolCount} schools; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), ${Math.round(os.totalmem() / 2 ** 30)} GB; Node ${process.version}; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    publishReport();
    report(publishTargets, { schools: schoolCount, publish: { quiet, publishing } });
    exitCode = publishTargets.every((target) => target.met) ? 0 : 1;
  } else {
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
    publishReport();
    const targets = [
      ...publishTargets,
      { name: "errors with a SIGKILL (target 0)", value: errors, met: errors === 0 },
      { name: "page p99 at the rate, ms (target ≤ 250)", value: pageP99, met: pageP99 <= 250 },
      { name: "two instances / one (target ≥ 1.6)", value: Number(ratio.toFixed(2)), met: ratio >= 1.6 },
      {
        name: "no data lost",
        value: counts.withNews,
        met: counts.withNews === schoolCount && counts.schools === schoolCount,
      },
    ];
    report(targets, {
      schools: schoolCount,
      postgres: { one, two, rated, killedAt, counts },
      sqlite: { throughput: sqliteThroughput, rated: sqliteRated },
      publish: { quiet, publishing },
    });
    exitCode = targets.every((target) => target.met) ? 0 : 1;
  }
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => {});
  for (const server of servers) await server.stop().catch(() => {});
  await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => {});
  await admin.end();
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
