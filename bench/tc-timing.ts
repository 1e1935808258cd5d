/**
 * Can the time of a transfer-certificate look-up tell a guesser which half was
 * wrong? Times wrong-number and wrong-name look-ups of the demo certificate in
 * pairs (order shuffled per pair) against the real server, over HTTP, and
 * compares the medians. Exits 1 when they differ by more than 5 ms.
 *
 *   npx tsx bench/tc-timing.ts [-- --pairs 1000]
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "#domain/config";
import { startServer } from "#server/start";

const args = process.argv.slice(2);
const pairsIndex = args.indexOf("--pairs");
const pairs = pairsIndex >= 0 ? Number(args[pairsIndex + 1]) : 1000;
const warmUp = 100;
const limitMs = 5;

/** The demo's certificate (README): SVPS/2019/0147, Aarav Sharma. */
const wrongNumber = { admission: "SVPS/2019/0148", name: "Aarav Sharma" };
const wrongName = { admission: "SVPS/2019/0147", name: "Aarav Sharm" };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tc-"));
// TRUST_PROXY so each look-up can come from its own address: the rate limit would stop the run after 10.
const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", TRUST_PROXY: "true" });
const running = await startServer(config, { site: false });
const url = `http://127.0.0.1:${(running.server.address() as AddressInfo).port}/api/tc/demo`;

let client = 0;
async function timedLookUp(body: object): Promise<number> {
  client += 1;
  const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200 || text !== '{"data":null}')
    throw new Error(`unexpected answer ${response.status} ${text}`);
  return elapsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const times = { number: [] as number[], name: [] as number[] };
for (let pair = 0; pair < warmUp + pairs; pair++) {
  // Shuffled so neither kind always runs first, on a warmer cache.
  const numberFirst = Math.random() < 0.5;
  const first = await timedLookUp(numberFirst ? wrongNumber : wrongName);
  const second = await timedLookUp(numberFirst ? wrongName : wrongNumber);
  if (pair < warmUp) continue;
  times.number.push(numberFirst ? first : second);
  times.name.push(numberFirst ? second : first);
}

const byNumber = median(times.number);
const byName = median(times.name);
const difference = Math.abs(byNumber - byName);
console.log(`${pairs} pairs after ${warmUp} warm-up pairs`);
console.log(`wrong number  median ${byNumber.toFixed(3)} ms`);
console.log(`wrong name    median ${byName.toFixed(3)} ms`);
console.log(
  `difference    ${difference.toFixed(3)} ms (limit ${limitMs} ms): ${difference <= limitMs ? "ok" : "TOO LARGE"}`,
);

await running.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exitCode = difference <= limitMs ? 0 : 1;
