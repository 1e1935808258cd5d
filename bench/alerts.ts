/**
 * `npm run bench:alerts` (issue 27): one circular to 10,000 confirmed subscribers.
 *
 * A production server (the built site, SQLite in a fresh DATA_DIR with the demo school) sends
 * through a real SMTP server (smtp-server, in this process, on loopback). 10,000 confirmed
 * subscribers to Circulars are written into its database; then one circular is published (the
 * same publishItem the admin area calls), dated 10 minutes back so its grace period is over and
 * its mails are due at once. Measured:
 *
 *   1. the publishing transaction, which writes the 10,000 outbox rows with the item;
 *   2. from the publish to the last mail handed to SMTP (target: within 5 minutes), and that
 *      every subscriber received exactly one;
 *   3. the server's resident memory (VmRSS) before and at its highest while sending (bounded: a
 *      batch of 100 mails at a time);
 *   4. public pages' p99 (/, /News, /Circulars, /Events at `--rate` req/s) quiet, then while it
 *      sends (target: within 2× the quiet p99).
 *
 *   npm run bench:alerts [-- --subscribers 10000 --rate 50 --seconds 20 --no-build]
 */
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { openFileStore } from "#content/storage/open-file-store";
import { openDatabase } from "#database/connection";
import { listItems } from "#database/queries/lists";
import { forSchool } from "#database/school-scope";
import { loadConfig } from "#domain/config";
import { contentKinds } from "#domain/content-kinds";
import { editableKinds } from "#domain/editing/editable-kinds";
import { createItem, publishItem } from "#server/editing/transitions";
import { startAlertsSmtp } from "#tests/alerts-smtp";
import { buildSite, startProdServer } from "./prod-server";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const subscriberCount = option("subscribers", 10_000);
const rate = option("rate", 50);
const seconds = option("seconds", 20);
const say = (line: string) => process.stdout.write(`${line}\n`);

if (!args.includes("--no-build")) buildSite();

const smtp = await startAlertsSmtp();
const server = await startProdServer({
  env: { SMTP_URL: smtp.url, PUBLIC_URL: "https://school.example", SCHOOL_CODE: "demo" },
});
const rssKb = () => {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};

async function pagesP99(label: string) {
  const result = await autocannon({
    url: server.url,
    duration: seconds,
    connections: 10,
    overallRate: rate,
    requests: ["/", "/News", "/Circulars", "/Events"].map((pathname) => ({ method: "GET" as const, path: pathname })),
  });
  const run = {
    label,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  say(`pages ${label}: ${run.requests} requests, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.errors} errors`);
  return run;
}

try {
  const config = loadConfig({ DATA_DIR: server.dataDir, SCHOOL_CODE: "demo" });
  const db = openDatabase(path.join(server.dataDir, "school.db"));
  const files = openFileStore(config);

  // The subscribers, written as confirmed (the double opt-in is the tests' part).
  const started = performance.now();
  const now = new Date().toISOString();
  const rows = Array.from({ length: subscriberCount }, (_, index) => ({
    id: `bench-${index}`,
    email: `parent${index}@bench.example`,
    status: "confirmed",
    topics_json: JSON.stringify(["circulars"]),
    classes_json: "[]",
    frequency: "immediate",
    pending_json: null,
    confirm_token_hash: null,
    confirm_expires_at: null,
    confirm_mails: 1,
    confirm_mails_since: now,
    consent_text: "bench",
    consented_at: now,
    confirmed_at: now,
    unsubscribed_at: null,
    bounces: 0,
    last_bounce: null,
    created_at: now,
  }));
  await forSchool(db, "demo").transaction(async (scoped) => {
    for (let start = 0; start < rows.length; start += 500)
      await scoped
        .insertInto("alert_subscriber")
        .values(rows.slice(start, start + 500))
        .execute();
  });
  say(`${subscriberCount} confirmed subscribers written in ${Math.round(performance.now() - started)} ms`);

  await pagesP99("warm-up");
  const quiet = await pagesP99("quiet");
  const rssBefore = rssKb();

  // One circular, published 10 minutes ago as far as its grace period goes: due at once.
  const [model] = await listItems(db, contentKinds.circulars, "demo");
  const publishedAt = new Date(Date.now() - 10 * 60 * 1000);
  const editor = { userId: null, email: "bench", address: "local", role: "owner" as const };
  const deps = { db, files, now: () => publishedAt };
  const editing = { deps, school: "demo", kind: editableKinds.circulars, actor: editor };
  const id = await createItem(editing, {
    number: "BENCH/2026/001",
    title: "Annual day rehearsal timings",
    date: new Date().toISOString().slice(0, 10),
    classes: "",
    summary: "Rehearsals run every afternoon next week.",
    attachments: JSON.stringify(model?.attachments ?? ["demo/bench.pdf"]),
  });
  const publishStarted = performance.now();
  await publishItem(editing, id);
  const publishMs = Math.round(performance.now() - publishStarted);
  const sendStarted = performance.now();
  say(`published in ${publishMs} ms (the outbox rows written in the same transaction)`);

  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssKb());
  }, 250);
  const during = pagesP99("while sending");
  const deadline = sendStarted + 10 * 60 * 1000;
  while (smtp.received.length < subscriberCount && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const sendMs = Math.round(performance.now() - sendStarted);
  const busy = await during;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, rssKb());

  const recipients = new Set(smtp.received.flatMap((mail) => mail.to));
  const [outbox] = await forSchool(db, "demo")
    .selectFrom("alert_outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "sent")
    .execute();
  const result = {
    subscribers: subscriberCount,
    publishMs,
    handedToSmtpMs: sendMs,
    mailsReceived: smtp.received.length,
    distinctRecipients: recipients.size,
    outboxSent: Number(outbox.count),
    rssBeforeMb: Math.round(rssBefore / 1024),
    rssPeakMb: Math.round(peakRss / 1024),
    quietP99: quiet.p99,
    sendingP99: busy.p99,
    sendingWindowCovered: busy.requests > 0,
  };
  say(JSON.stringify(result, null, 2));
  say(
    `targets: handed to SMTP within 5 minutes: ${sendMs <= 300_000 ? "yes" : "NO"}; ` +
      `each once: ${recipients.size === subscriberCount && smtp.received.length === subscriberCount ? "yes" : "NO"}; ` +
      `pages p99 within 2x: ${busy.p99 <= 2 * Math.max(quiet.p99, 1) ? "yes" : "NO"}`,
  );
  fs.mkdirSync(path.join(import.meta.dirname, "results"), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, "results", `alerts-${new Date().toISOString().slice(0, 19)}.json`),
    JSON.stringify(result, null, 2),
  );
  await db.destroy();
} finally {
  await server.stop();
  await smtp.close();
}
