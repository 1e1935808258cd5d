/**
 * Can the time of a failed sign-in tell a guesser whether an e-mail has an account? Times sign-ins
 * with a wrong password for a real account against sign-ins with an unknown e-mail, in pairs (order
 * shuffled per pair) against the real server over HTTP, and compares the medians. Each attempt comes
 * from its own address and failures are forgotten between pairs, so the sign-in limits never answer
 * instead. Exits 1 when the medians differ by more than 15 %.
 *
 *   npx tsx bench/sign-in-timing.ts [-- --pairs 60]
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { forgetSignInFailures } from "#database/queries/sign-in-failures";
import { loadConfig } from "#domain/config";
import { addToSchool, ensureAccount } from "#server/auth/accounts";
import { createAuth } from "#server/auth/auth";
import { authSecret } from "#server/auth/secret";
import { startServer } from "#server/start";

const args = process.argv.slice(2);
const pairsIndex = args.indexOf("--pairs");
const pairs = pairsIndex >= 0 ? Number(args[pairsIndex + 1]) : 60;
const warmUp = 5;
const limit = 0.15;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-sign-in-"));
const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", TRUST_PROXY: "true" });
const running = await startServer(config, { site: false });
const base = `http://localhost:${(running.server.address() as AddressInfo).port}`;

// One real account with a password, made the way the command line makes one.
const auth = createAuth({ config, db: running.db, logger: pino({ level: "silent" }), secret: authSecret(config) });
const { person } = await ensureAccount(auth, running.db, { email: "clerk@school.example" });
await addToSchool(running.db, "demo", person, "editor");
const token = await auth.issuePasswordToken(person.email);
await fetch(`${base}/api/auth/reset-password`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: base },
  body: JSON.stringify({ token, newPassword: "the real password" }),
});

let client = 0;
async function timedFailure(email: string): Promise<number> {
  client += 1;
  const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "x-forwarded-for": address },
    body: JSON.stringify({ email, password: "a wrong password" }),
  });
  await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 401) throw new Error(`unexpected answer ${response.status}`);
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const known: number[] = [];
const unknown: number[] = [];
for (let pair = 0; pair < warmUp + pairs; pair++) {
  // The per-account limit would answer 429 after 10: forget the failures as an operator's clock would.
  await forgetSignInFailures(running.db, new Date(Date.now() + 60_000));
  const order = Math.random() < 0.5;
  const first = await timedFailure(order ? person.email : `nobody-${pair}@school.example`);
  const second = await timedFailure(order ? `nobody-${pair}@school.example` : person.email);
  if (pair < warmUp) continue;
  known.push(order ? first : second);
  unknown.push(order ? second : first);
}
await running.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const [a, b] = [median(known), median(unknown)];
const difference = Math.abs(a - b) / Math.max(a, b);
console.log(`wrong password: median ${a.toFixed(1)} ms; unknown e-mail: median ${b.toFixed(1)} ms (${pairs} pairs)`);
console.log(`difference ${(difference * 100).toFixed(1)} % (limit ${limit * 100} %)`);
process.exitCode = difference > limit ? 1 : 0;
