/**
 * API throughput against a baseline measured in the same run: a plain
 * node:http hello-world on this machine, now. Prints req/s, p99 and the ratio.
 *
 *   npm run bench [-- --duration 10 --connections 10]
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { loadConfig } from "../server/config";
import { startServer } from "../server/start";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const duration = option("duration", 5);
const connections = option("connections", 10);

type Result = { name: string; requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

async function measure(name: string, url: string): Promise<Result> {
  process.stderr.write(`measuring ${name} for ${duration} s…\n`);
  const result = await autocannon({ url, duration, connections });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const baseline = http.createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/plain" });
  response.end("hello world");
});
await new Promise<void>((resolve) => baseline.listen(0, "127.0.0.1", resolve));
const baselinePort = (baseline.address() as AddressInfo).port;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" });
const running = await startServer(config, { site: false });
const apiPort = (running.server.address() as AddressInfo).port;

const results = [
  await measure("node:http hello-world (baseline)", `http://127.0.0.1:${baselinePort}/`),
  await measure("GET /api/news/all/demo", `http://127.0.0.1:${apiPort}/api/news/all/demo`),
];
const ratio = results[1].requestsPerSecond / results[0].requestsPerSecond;

console.log(`\n${"what".padEnd(36)} ${"req/s".padStart(8)} ${"p99 ms".padStart(8)} ${"errors".padStart(7)}`);
for (const result of results) {
  console.log(
    `${result.name.padEnd(36)} ${String(result.requestsPerSecond).padStart(8)} ${String(result.p99Ms).padStart(8)} ${String(result.errors + result.non2xx).padStart(7)}`,
  );
}
console.log(`\nAPI / hello-world ratio: ${ratio.toFixed(2)} (target ≥ 0.50)`);

const resultsDir = path.join(import.meta.dirname, "results");
fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `api-throughput-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), duration, connections, results, ratio }, null, 2)}\n`,
);
console.log(`written to ${path.relative(process.cwd(), file)}`);

baseline.close();
await running.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exitCode = ratio >= 0.5 ? 0 : 1;
