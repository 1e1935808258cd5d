import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "#content/storage/disk-store";
import type { Db } from "#database/connection";
import { confirmSubscription, saveSubscriptionRequest } from "#database/queries/alert-subscribers";
import { replaceSchoolContent } from "#database/queries/school-content";
import { loadConfig } from "#domain/config";
import { bundleSchema } from "#domain/content-schema";
import { editableKinds } from "#domain/editing/editable-kinds";
import { AlertSender } from "#server/alerts/alert-sender";
import { createAlertTransport } from "#server/alerts/alert-transport";
import type { EditingContext } from "#server/editing/editing-actor";
import { createItem, publishItem } from "#server/editing/transitions";
import { type AlertsSmtp, headerOf, startAlertsSmtp } from "#tests/alerts-smtp";
import { fixtureBundle } from "#tests/api-fixture";
import { openTestDatabase, rawRows } from "#tests/test-database";
import { type Child, spawnScript } from "./child";

/**
 * Issue 27: the sender SIGKILLed in the middle of sending (a process of its own, killed while the
 * SMTP server holds a mail's data and has not answered it), then another sender takes over:
 * every subscriber has the alert exactly once, and the outbox says every mail was sent.
 */

const subscribers = 30;
const killAt = 7;
const secret = "kill-test-secret-long-enough-0123456789";
const published = new Date("2026-11-20T04:30:00.000Z");
const sendAt = new Date(published.getTime() + 11 * 60_000);

let dataDir: string;
let db: Db;
let env: Record<string, string>;
let smtp: AlertsSmtp;
let child: Child | undefined;
let reopen: () => Db;
let editing: EditingContext;
const editor = { userId: "u", email: "editor@school.example", address: "local", role: "editor" as const };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "alert-kill-"));
  const test = await openTestDatabase({ dataDir });
  db = test.db;
  env = test.env;
  reopen = test.reopen;
  await replaceSchoolContent(db, "test", bundleSchema.parse(fixtureBundle), []);
  for (let index = 0; index < subscribers; index++) {
    await saveSubscriptionRequest(db, "test", {
      email: `parent${index}@home.example`,
      choices: { topics: ["circulars"], classes: [], frequency: "immediate" },
      consentText: "test",
      tokenHash: `hash-${index}`,
      now: published,
      expiresAt: new Date(published.getTime() + 60_000),
    });
    await confirmSubscription(db, "test", `hash-${index}`, published);
  }
  const deps = { db, files: createDiskStore(path.join(dataDir, "files")), now: () => published };
  editing = { deps, school: "test", kind: editableKinds.circulars, actor: editor };
  const id = await createItem(editing, {
    number: "SVPS/2026/041",
    title: "Annual day",
    date: "2026-11-20",
    classes: "",
    summary: "",
    attachments: JSON.stringify(["test/circulars/041.pdf"]),
  });
  await publishItem(editing, id);
});

afterAll(async () => {
  if (child && child.process.exitCode === null && child.process.signalCode === null) child.process.kill("SIGKILL");
  await smtp?.close();
  await db?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a sender killed mid-send", () => {
  it("loses no alert and sends none twice", async () => {
    smtp = await startAlertsSmtp({
      // The server holds the killAt-th mail's data unanswered until the sender is dead.
      beforeAnswer: async (index) => {
        if (index !== killAt || !child) return;
        child.process.kill("SIGKILL");
        await child.exited;
        await new Promise((resolve) => setTimeout(resolve, 100));
      },
    });
    child = spawnScript("tests/crash/alert-sender-child.ts", [], {
      ...env,
      DATA_DIR: dataDir,
      SCHOOL_CODE: "test",
      PUBLIC_URL: "https://school.example",
      AUTH_SECRET: secret,
      SMTP_URL: smtp.url,
      LOG_LEVEL: "silent",
      NOW: sendAt.toISOString(),
    });
    const exit = await child.exited;
    expect(exit.signal).toBe("SIGKILL");
    expect(smtp.received).toHaveLength(killAt);
    const claimed = await rawRows<{ status: string; count: number }>(
      db,
      "select status, count(*) as count from alert_outbox group by status order by status",
    );
    expect(claimed.map((row) => [row.status, Number(row.count)])).toEqual([
      ["sending", 10 - killAt],
      ["sent", killAt],
      ["waiting", subscribers - 10],
    ]);

    // Another sender, once the dead one's lease has run out.
    const config = loadConfig({
      SCHOOL_CODE: "test",
      PUBLIC_URL: "https://school.example",
      MAIL_FROM: "a <a@b.example>",
    });
    const transport = createAlertTransport(smtp.url);
    const recovery = new AlertSender({
      db,
      config,
      secret,
      transport,
      now: () => new Date(sendAt.getTime() + 61_000),
    });
    await recovery.runOnce();
    transport?.close();

    const recipients = smtp.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual(Array.from({ length: subscribers }, (_, index) => `parent${index}@home.example`).sort());
    expect(new Set(smtp.received.map((mail) => headerOf(mail, "Message-ID"))).size).toBe(subscribers);
    const after = await rawRows<{ status: string; count: number }>(
      db,
      "select status, count(*) as count from alert_outbox group by status",
    );
    expect(after.map((row) => [row.status, Number(row.count)])).toEqual([["sent", subscribers]]);
  });

  it("has two instances drain one outbox, each mail sent by one of them", async () => {
    const id = await createItem(editing, {
      number: "SVPS/2026/042",
      title: "Sports day",
      date: "2026-11-20",
      classes: "",
      summary: "",
      attachments: JSON.stringify(["test/circulars/042.pdf"]),
    });
    await publishItem(editing, id);
    const before = smtp.received.length;
    const config = loadConfig({
      SCHOOL_CODE: "test",
      PUBLIC_URL: "https://school.example",
      MAIL_FROM: "a <a@b.example>",
    });
    const second = reopen();
    const transports = [createAlertTransport(smtp.url), createAlertTransport(smtp.url)];
    const senders = [db, second].map(
      (instance, index) =>
        new AlertSender({
          db: instance,
          config,
          secret,
          transport: transports[index],
          now: () => sendAt,
          batchSize: 3,
          concurrency: 2,
        }),
    );
    const rounds = await Promise.all(senders.map((sender) => sender.runOnce()));
    for (const transport of transports) transport?.close();
    await second.destroy();
    expect(rounds[0].sent + rounds[1].sent).toBe(subscribers);
    const fresh = smtp.received
      .slice(before)
      .flatMap((mail) => mail.to)
      .sort();
    expect(fresh).toEqual(Array.from({ length: subscribers }, (_, index) => `parent${index}@home.example`).sort());
  });
});
