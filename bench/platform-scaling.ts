/**
 * `npm run bench:platform-scaling` (issue 26): does the platform scale with its instances? bench:platform's
 * 1,000 schools on PostgreSQL behind Debian's nginx, with up to four instances, each in a cgroup of its own
 * (bench/cgroup-cpu.ts) so that a CPU quota makes it a small machine of its own: the instances are then the
 * bottleneck, not nginx, PostgreSQL or the load generator, which share this machine's cores with them.
 *
 *   1. throughput (`--connections`, 40, for `--duration` s) through nginx to one instance, then two, without
 *      quotas: what this machine does as it is. Each request renders a page of a random school (`--mix render`,
 *      below), or is one of bench:platform's mix (`--mix platform`);
 *   2. the same with each instance at `--two-quota` of a core (0.5): one, then two (target: two ≥ 1.8 × one);
 *   3. the same with each instance at `--four-quota` of a core (0.4): one, then four (target: four ≥ 3.2 × one);
 *   4. four instances at `--four-quota`, `--rate` req/s (default: half of what four did in 3) for
 *      `--rate-duration` s, one instance SIGKILLed half-way (targets: no errors, no school lost).
 *
 * Each ratio is against the one-instance run of the same quota, in the same run. Beside each run: the cores each
 * instance, nginx, PostgreSQL and the load generator used, the share of periods in which the instances hit their
 * quota, and how busy the machine was; an instance that did not reach its quota, or a machine at 100 %, means the
 * run measured something else than the instances. Needs root (the cgroups), PostgreSQL and nginx
 * (apt-get install -y postgresql nginx).
 *
 *   npm run bench:platform-scaling [-- --schools 1000 --duration 20 --two-quota 0.5 --four-quota 0.4
 *                                     --connections 40 --mix render --rate 80 --rate-duration 60 --no-build]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPostgres } from "#database/connection";
import { loadConfig } from "#domain/config";
import { type CpuCgroup, createCpuCgroup, enterCgroupPrefix, systemCpuController, throttledShare } from "./cgroup-cpu";
import { busyShare, readMachineTicks, readProcessTicks, readTreeTicks, ticksPerSecond } from "./cpu-usage";
import { createSchools } from "./platform-data";
import {
  errorsOf,
  fixedRate,
  kinds,
  load,
  machineLine,
  type Nginx,
  nginxBinary,
  type Run,
  report,
  startNginx,
  type Target,
  table,
  throughput,
  total,
  warm,
} from "./platform-load";
import { countSchools, createBenchDatabase, postmasterPid } from "./platform-postgres";
import { buildSite, type ProdServer, projectRoot, startProdServer } from "./prod-server";
import { coresUsed, scaling } from "./scaling";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const schools = option("schools", 1000);
const seconds = option("duration", 20);
const twoQuota = option("two-quota", 0.5);
const fourQuota = option("four-quota", 0.4);
const rateSeconds = option("rate-duration", 60);
/**
 * More than bench:platform's 20: an instance under a quota runs in bursts (its share of each 100 ms period), and
 * each of four instances needs requests waiting whenever its burst comes.
 */
const connections = option("connections", 40);
/**
 * What each request asks (decision 0099). `render` (the default): bench:platform's pages of random schools, each
 * with a query of its own, so every request renders (the loaders' API calls hit the API cache): milliseconds of an
 * instance's CPU per request against a fraction of one for nginx and the load generator, so the instances are the
 * bottleneck. `platform`: bench:platform's mix, mostly cached answers, where nginx and the load generator spend
 * about as much CPU per request as an instance, so on a 2-core machine four instances at 0.4 core outrun the rest.
 */
const mixName = args.includes("--mix") ? args[args.indexOf("--mix") + 1] : "render";
if (mixName !== "render" && mixName !== "platform") throw new Error(`--mix is render or platform: ${mixName}`);

const controller = systemCpuController();
if (!controller) throw new Error("no cgroup cpu controller under /sys/fs/cgroup (cgroup v1 cpu or v2 cpu.max)");
if (!fs.existsSync(nginxBinary)) throw new Error("nginx is not installed: apt-get install -y nginx");
if (!args.includes("--no-build")) buildSite();

type Usage = {
  instances: Array<number | null>;
  throttled: number;
  nginx: number | null;
  postgres: number | null;
  loadGenerator: number;
  machineBusy: number;
};
type Measured = { label: string; instances: number; quota?: number; runs: Run[]; usage: Usage };

type Instance = { server: ProdServer; cgroup: CpuCgroup; port: number };

/** Runs `work` through a new nginx in front of the first `count` instances, and what each process used meanwhile. */
async function measure(
  label: string,
  instances: Instance[],
  count: number,
  quota: number | undefined,
  work: (nginx: Nginx) => Promise<Run[]>,
): Promise<Measured> {
  for (const { cgroup } of instances) cgroup.setQuota(quota);
  const used = instances.slice(0, count);
  const nginx = await startNginx(
    path.join(workDir, `nginx-${label.replace(/\W+/g, "-")}`),
    used.map((instance) => instance.port),
  );
  const pids = used.map(({ server }) => server.child.pid ?? 0);
  const ticksBefore = pids.map(readProcessTicks);
  const nginxBefore = readTreeTicks(nginx.pid);
  const postgresBefore = readTreeTicks(postmasterPid(database.url));
  const throttlingBefore = used.map(({ cgroup }) => cgroup.throttling());
  const machineBefore = readMachineTicks();
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  const runs = await work(nginx);
  const elapsed = (performance.now() - started) / 1000;
  const self = process.cpuUsage(selfBefore);
  const usage: Usage = {
    instances: pids.map((pid, index) => coresUsed(ticksBefore[index], readProcessTicks(pid), ticksPerSecond, elapsed)),
    throttled:
      Math.round(
        (100 *
          used.reduce(
            (sum, { cgroup }, index) => sum + throttledShare(throttlingBefore[index], cgroup.throttling()),
            0,
          )) /
          used.length,
      ) / 100,
    nginx: coresUsed(nginxBefore, readTreeTicks(nginx.pid), ticksPerSecond, elapsed),
    postgres: coresUsed(postgresBefore, readTreeTicks(postmasterPid(database.url)), ticksPerSecond, elapsed),
    loadGenerator: Math.round((self.user + self.system) / 1e4 / elapsed) / 100,
    machineBusy: Math.round(100 * busyShare(machineBefore, readMachineTicks())) / 100,
  };
  await nginx.stop();
  return { label, instances: count, quota, runs, usage };
}

const cores = (value: number | null) => (value === null ? "gone" : value.toFixed(2));

function printMeasured({ label, quota, runs, usage }: Measured): void {
  table(label, runs);
  console.log(
    `cores used: instances ${usage.instances.map(cores).join(" ")}${quota === undefined ? "" : ` (quota ${quota}, throttled in ${Math.round(100 * usage.throttled)} % of periods)`}; nginx ${cores(usage.nginx)}; PostgreSQL ${cores(usage.postgres)}; load generator ${usage.loadGenerator.toFixed(2)}; machine busy ${Math.round(100 * usage.machineBusy)} %`,
  );
}

const loadAtStart = os.loadavg();
const workDir = fs.mkdtempSync(path.join(projectRoot, ".tmp", "bench-scaling-"));
const database = await createBenchDatabase("bench_scaling");
const instances: Instance[] = [];
let exitCode = 1;
try {
  const dataDir = path.join(workDir, "data");
  const created = performance.now();
  const db = openPostgres(database.url);
  await createSchools(db, loadConfig({ DATA_DIR: dataDir }), schools);
  await db.destroy();
  process.stderr.write(`${schools} schools in ${Math.round((performance.now() - created) / 1000)} s\n`);

  for (let index = 0; index < 4; index++) {
    const cgroup = createCpuCgroup(controller, `bench-scaling-${process.pid}-${index}`);
    try {
      const server = await startProdServer({
        dataDir,
        prefix: enterCgroupPrefix(cgroup),
        // bench:platform's cache bounds, which hold the 1,000 schools' pages and answers (decision 0086).
        env: { DATABASE_URL: database.url, SCHOOL_CODE: "s0000", PAGE_CACHE_MB: "128", API_CACHE_MB: "64" },
        readyPath: "/api/school/s0000",
      });
      instances.push({ server, cgroup, port: Number(new URL(server.url).port) });
    } catch (error) {
      await cgroup.remove().catch(() => {});
      throw error;
    }
  }
  // Every instance warm and without a quota: the JIT, the image variants, every school's pages and answers.
  process.stderr.write(`warming four instances with every school's pages and answers…\n`);
  await Promise.all(
    instances.map(async ({ server }) => {
      for (const { kind } of kinds) await load(server.url, kind, { schools, seconds: 3, connections: 4 });
      await warm(server.url, { schools });
    }),
  );

  const mix = (nginx: Nginx) =>
    mixName === "render"
      ? Promise.all([load(nginx.url, "page", { schools, seconds, connections, uncached: true })])
      : throughput(nginx.url, { schools, seconds, connections });
  const runOf = (label: string, count: number, quota?: number) => {
    process.stderr.write(`${label}, ${seconds} s…\n`);
    return measure(label, instances, count, quota, mix);
  };
  const oneFree = await runOf("no quota, one instance", 1);
  const twoFree = await runOf("no quota, two instances", 2);
  const oneAtTwoQuota = await runOf(`${twoQuota} core each, one instance`, 1, twoQuota);
  const two = await runOf(`${twoQuota} core each, two instances`, 2, twoQuota);
  const oneAtFourQuota = await runOf(`${fourQuota} core each, one instance`, 1, fourQuota);
  const four = await runOf(`${fourQuota} core each, four instances`, 4, fourQuota);

  const rate = option("rate", Math.max(10, Math.round(total(four.runs) / 20) * 10));
  const victim = instances[3];
  process.stderr.write(
    `${rate} req/s for ${rateSeconds} s, four instances at ${fourQuota} core, one killed half-way…\n`,
  );
  const killRun = await measure(
    `${fourQuota} core each, four instances: ${rate} req/s for ${rateSeconds} s, one SIGKILLed at ${rateSeconds / 2} s`,
    instances,
    4,
    fourQuota,
    (nginx) =>
      fixedRate(nginx.url, { schools, seconds: rateSeconds, rate, uncached: mixName === "render" }, async () => {
        await new Promise((resolve) => setTimeout(resolve, (rateSeconds * 1000) / 2));
        victim?.server.child.kill("SIGKILL");
      }),
  );
  const counts = await countSchools(database.url);

  const free = scaling(2, total(twoFree.runs), total(oneFree.runs), 0);
  const twoScaling = scaling(2, total(two.runs), total(oneAtTwoQuota.runs), 1.8);
  const fourScaling = scaling(4, total(four.runs), total(oneAtFourQuota.runs), 3.2);
  const errors = errorsOf(killRun.runs);
  const quotaErrors = [oneAtTwoQuota, two, oneAtFourQuota, four].reduce((sum, { runs }) => sum + errorsOf(runs), 0);

  console.log(
    `\n${mixName} mix; ${machineLine(schools)} (at the start ${loadAtStart.map((n) => n.toFixed(2)).join(" ")}); cgroup v${controller.version} (${controller.dir})`,
  );
  for (const measured of [oneFree, twoFree, oneAtTwoQuota, two, oneAtFourQuota, four, killRun]) printMeasured(measured);
  console.log(`\nschools after the kill: ${counts.schools}, with their news: ${counts.withNews} (of ${schools})`);
  console.log("\nagainst one instance of the same run and quota:");
  for (const [label, result] of [
    ["no quota, two instances", free],
    [`${twoQuota} core each, two instances`, twoScaling],
    [`${fourQuota} core each, four instances`, fourScaling],
  ] as const)
    console.log(
      `  ${label.padEnd(30)} ${String(result.rps).padStart(6)} / ${String(result.baselineRps).padStart(6)} req/s = ${result.ratio.toFixed(2)} ×`,
    );

  // A quota run in which the instances seldom hit their quota was held back by something else (the machine).
  const unthrottled = [oneAtTwoQuota, two, oneAtFourQuota, four].filter((measured) => measured.usage.throttled < 0.5);
  if (unthrottled.length > 0)
    console.log(
      `\nwarning: the instances hit their quota in under half of the periods in ${unthrottled.map((measured) => `"${measured.label}"`).join(", ")}: something else than the instances (the machine's other work, nginx, the load generator) held that run back, so its ratio does not show how the instances scale`,
    );

  const targets: Target[] = [
    { name: `two instances / one at ${twoQuota} core (≥ 1.8)`, value: twoScaling.ratio, met: twoScaling.met },
    { name: `four instances / one at ${fourQuota} core (≥ 3.2)`, value: fourScaling.ratio, met: fourScaling.met },
    { name: "errors in the quota runs (target 0)", value: quotaErrors, met: quotaErrors === 0 },
    { name: "errors with a SIGKILL (target 0)", value: errors, met: errors === 0 },
    { name: "no data lost", value: counts.withNews, met: counts.withNews === schools && counts.schools === schools },
  ];
  report("platform-scaling", targets, {
    schools,
    mix: mixName,
    connections,
    loadAverageAtStart: loadAtStart,
    cgroup: controller,
    runs: [oneFree, twoFree, oneAtTwoQuota, two, oneAtFourQuota, four, killRun],
    ratios: { noQuota: free, two: twoScaling, four: fourScaling },
    rate,
    counts,
  });
  exitCode = targets.every((target) => target.met) ? 0 : 1;
} finally {
  for (const { server } of instances) await server.stop().catch(() => {});
  for (const { cgroup } of instances) await cgroup.remove().catch(() => {});
  await database.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
