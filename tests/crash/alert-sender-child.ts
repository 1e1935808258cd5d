/**
 * The alerts' sender in a process of its own, to be killed mid-send (tests/crash/alert-sender-kill.test.ts):
 * one round at the clock NOW, one mail at a time, through SMTP_URL.
 *
 *   DATA_DIR=… SMTP_URL=… NOW=… node --import tsx tests/crash/alert-sender-child.ts
 */
import { openConfiguredDatabase } from "#database/connection";
import { loadConfig } from "#domain/config";
import { AlertSender } from "#server/alerts/alert-sender";
import { createAlertTransport } from "#server/alerts/alert-transport";

const config = loadConfig(process.env);
const db = openConfiguredDatabase(config);
const now = new Date(process.env.NOW ?? "");
const sender = new AlertSender({
  db,
  config,
  secret: config.authSecret ?? "",
  transport: createAlertTransport(config.smtpUrl, { maxConnections: 1 }),
  now: () => now,
  batchSize: 10,
  concurrency: 1,
  leaseMs: 60_000,
});
process.stdout.write("sending\n");
const round = await sender.runOnce();
process.stdout.write(`done ${JSON.stringify(round)}\n`);
process.exit(0);
