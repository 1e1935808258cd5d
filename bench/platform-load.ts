/**
 * The load of the platform benchmarks (`bench:platform`, `bench:platform-scaling`): the mix of requests
 * across the bench schools' hosts, autocannon runs over it, Debian's nginx in front of the instances,
 * and the printed tables and result files.
 *
 * The mix, each request to a random school's host: pages 30 % (/, /News, /About, /Gallery), API 50 %
 * (news, albums, events, faculty, profile), images 20 % (two photo variants).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchHost, schoolCodeOf } from "./platform-data";
import { freePort } from "./prod-server";

export const kinds = [
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
export type Kind = (typeof kinds)[number]["kind"];

/** A query no request had before, so no cache holds its answer: the page is rendered (its loaders' API calls hit). */
let freshCount = 0;
const fresh = (urlPath: string) => `${urlPath}${urlPath.includes("?") ? "&" : "?"}fresh=${++freshCount}`;

/**
 * One request of `kind` to a random one of `schools` schools (but `except`), by its host; with `uncached`, each
 * with a query of its own (for pages: each request renders).
 */
function requestsOf(kind: Kind, schools: number, except?: number, uncached = false) {
  const paths = kinds.find((entry) => entry.kind === kind)?.paths ?? [];
  return [
    {
      method: "GET" as const,
      setupRequest: (request: autocannon.Request) => {
        let index = Math.floor(Math.random() * (except === undefined ? schools : schools - 1));
        if (except !== undefined && index >= except) index += 1;
        const code = schoolCodeOf(index);
        const template = paths[Math.floor(Math.random() * paths.length)];
        const urlPath = template.replaceAll("{s}", code);
        return { ...request, path: uncached ? fresh(urlPath) : urlPath, headers: { host: benchHost(code) } };
      },
    },
  ];
}

export type Run = { kind: string; requests: number; rps: number; p50: number; p99: number; errors: number };

export async function load(
  url: string,
  kind: Kind,
  options: {
    schools: number;
    seconds: number;
    rate?: number;
    connections: number;
    except?: number;
    /** Each request with a query of its own, so no cache answers it. */
    uncached?: boolean;
  },
): Promise<Run> {
  const result = await autocannon({
    url,
    duration: options.seconds,
    connections: options.connections,
    overallRate: options.rate,
    requests: requestsOf(kind, options.schools, options.except, options.uncached),
  });
  return {
    kind,
    requests: result.requests.total,
    rps: Math.round(result.requests.total / options.seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Throughput over the whole mix: each kind's share of `connections` (20), all at once. */
export async function throughput(
  url: string,
  options: { schools: number; seconds: number; connections?: number },
): Promise<Run[]> {
  const connections = options.connections ?? 20;
  return Promise.all(
    kinds.map(({ kind, share }) =>
      load(url, kind, {
        schools: options.schools,
        seconds: options.seconds,
        connections: Math.max(1, Math.round(connections * share)),
      }),
    ),
  );
}

/**
 * `rate` req/s over the mix for `seconds`; `during` runs while it does (a kill). With `uncached`, the rate is
 * of pages only, each rendered (a query of its own).
 */
export async function fixedRate(
  url: string,
  options: { schools: number; seconds: number; rate: number; uncached?: boolean },
  during?: () => Promise<void>,
): Promise<Run[]> {
  const { schools, seconds, rate } = options;
  const runs = Promise.all(
    options.uncached
      ? [load(url, "page", { schools, seconds, rate, connections: 20, uncached: true })]
      : kinds.map(({ kind, share }) =>
          load(url, kind, { schools, seconds, rate: Math.round(rate * share), connections: 10 }),
        ),
  );
  await during?.();
  return runs;
}

export const total = (runs: Run[]) => runs.reduce((sum, run) => sum + run.rps, 0);
export const errorsOf = (runs: Run[]) => runs.reduce((sum, run) => sum + run.errors, 0);

/** Every page and API path of the mix once, for every school but `except`, 8 at a time. */
export async function warm(url: string, options: { schools: number; except?: number }): Promise<void> {
  const { hostname, port } = new URL(url);
  const targets: Array<{ path: string; host: string }> = [];
  for (let index = 0; index < options.schools; index++) {
    if (index === options.except) continue;
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

export const nginxBinary = "/usr/sbin/nginx";

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

export type Nginx = { url: string; pid: number; stop: () => Promise<void> };

/** Debian's nginx, one worker, in front of the instances on `upstreams` (ports on 127.0.0.1). */
export async function startNginx(dir: string, upstreams: number[]): Promise<Nginx> {
  if (!fs.existsSync(nginxBinary)) throw new Error("nginx is not installed: apt-get install -y nginx");
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
    pid: child.pid ?? 0,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    },
  };
}

export function table(title: string, runs: Run[]): void {
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

export type Target = { name: string; value: number; met: boolean };

/** Prints the targets and keeps the run's numbers in bench/results/<name>-<date>.json. */
export function report(name: string, targets: Target[], results: Record<string, unknown>): void {
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
    path.join(resultsDir, `${name}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`),
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

/** The machine line printed above a run's tables. */
export function machineLine(schools: number): string {
  return `${schools} schools; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), ${Math.round(os.totalmem() / 2 ** 30)} GB; Node ${process.version}; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`;
}
