import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStore } from "#content/storage/disk-store";
import type { Db } from "#database/connection";
import { replaceSchoolContent } from "#database/queries/school-content";
import { loadConfig } from "#domain/config";
import { bundleSchema } from "#domain/content-schema";
import { editableKinds } from "#domain/editing/editable-kinds";
import { createApp } from "#server/app";
import { createAuth } from "#server/auth/auth";
import type { EditingActor, EditingContext } from "#server/editing/editing-actor";
import { runDueSchedules } from "#server/editing/scheduler";
import { scheduleItem, unpublishItem } from "#server/editing/take-down";
import { createItem, publishItem, saveDraft } from "#server/editing/transitions";
import { schoolTimeZones } from "#server/school-time-zones";
import { type AlertsSmtp, headerOf, type ReceivedMail, startAlertsSmtp } from "#tests/alerts-smtp";
import { fixtureBundle } from "#tests/api-fixture";
import { rawRows, testDatabase } from "#tests/test-database";
import { AlertSender } from "./alert-sender";
import { createAlertTransport } from "./alert-transport";

/**
 * Parents' alerts end to end (issue 27) against a real SMTP server on loopback: subscribing with
 * double opt-in, the outbox filled by publishing, the sender, the digest, the one-click
 * unsubscribe, the grace period and hard bounces. The clock is the test's.
 */

const secret = "alerts-test-secret-long-enough-0123456789";
const origin = "https://school.example";
const editor: EditingActor = { userId: "u-editor", email: "editor@school.example", address: "1.2.3.4", role: "editor" };

let smtp: AlertsSmtp;
let db: Db;
let clock: Date;
let filesDir: string;
let app: ReturnType<typeof createApp>;
let sender: AlertSender;
/** The editor's editing of the circulars of school "test". */
let editing: EditingContext;
let transport: ReturnType<typeof createAlertTransport>;

beforeEach(async () => {
  smtp = await startAlertsSmtp();
  db = await testDatabase();
  await replaceSchoolContent(db, "test", bundleSchema.parse(fixtureBundle), []);
  // 10:00 in Kolkata.
  clock = new Date("2026-11-20T04:30:00.000Z");
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "alerts-"));
  const files = createDiskStore(filesDir);
  await files.put("files/test/circulars/041.pdf", new Uint8Array(1843));
  const config = loadConfig({
    DATA_DIR: filesDir,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    AUTH_SECRET: secret,
    SCHOOL_CODE: "test",
    PUBLIC_URL: origin,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Platform <alerts@platform.example>",
  });
  const logger = pino({ level: "silent" });
  const now = () => clock;
  const auth = createAuth({ config, db, logger, secret });
  transport = createAlertTransport(smtp.url);
  app = createApp({ config, db, logger, now, auth, files, alertTransport: transport, alertSecret: secret });
  const timeZones = schoolTimeZones(db, config.timeZone);
  sender = new AlertSender({ db, config, secret, transport, now, timeZoneOf: (school) => timeZones.of(school) });
  editing = { deps: { db, files, now }, school: "test", kind: editableKinds.circulars, actor: editor };
});

afterEach(async () => {
  transport?.close();
  await smtp.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const subscribeBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  topics: ["circulars", "news"],
  classes: [],
  frequency: "immediate",
  ...extra,
});

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
const linkIn = (mail: ReceivedMail, param: string) => {
  const match = new RegExp(`${origin}/Subscribe\\?${param}=([A-Za-z0-9_.%-]+)`).exec(mail.body);
  if (!match) throw new Error(`no ${param} link in:\n${mail.body}`);
  return decodeURIComponent(match[1]);
};

/** Subscribes and confirms through the confirmation mail, as a parent does. */
async function subscribed(email: string, extra: Record<string, unknown> = {}) {
  expect((await post("/api/alerts/test/subscribe", subscribeBody(email, extra))).status).toBe(202);
  const confirmation = mailsTo(email).at(-1) as ReceivedMail;
  const confirmed = await post("/api/alerts/test/confirm", { token: linkIn(confirmation, "confirm") });
  expect(confirmed.status).toBe(200);
}

async function publishCircular(number: string, classes = "") {
  const id = await createItem(editing, {
    number,
    title: "Parent-teacher meeting",
    date: "2026-11-20",
    classes,
    summary: "Meet the class teachers on Saturday.",
    attachments: JSON.stringify(["test/circulars/041.pdf"]),
  });
  await publishItem(editing, id);
  return id;
}

describe("subscribing", () => {
  it("answers a new, a waiting and a subscribed address alike, and sends nothing before the confirmation", async () => {
    const answers: string[] = [];
    for (const _ of [1, 2]) {
      const response = await post("/api/alerts/test/subscribe", subscribeBody("parent@home.example"));
      answers.push(`${response.status} ${await response.text()}`);
    }
    const confirmation = mailsTo("parent@home.example").at(-1) as ReceivedMail;
    expect(headerOf(confirmation, "Subject")).toBe("Confirm your e-mail alerts from Test Valley School");
    expect(confirmation.body).toContain("Circulars, News, as soon as published");

    // Before confirming, a publish queues nothing for the address.
    await publishCircular("SVPS/2026/041");
    later(11);
    await sender.runOnce();
    expect(mailsTo("parent@home.example")).toHaveLength(2);

    await post("/api/alerts/test/confirm", { token: linkIn(confirmation, "confirm") });
    const again = await post("/api/alerts/test/subscribe", subscribeBody("parent@home.example"));
    answers.push(`${again.status} ${await again.text()}`);
    const fresh = await post("/api/alerts/test/subscribe", subscribeBody("someone@else.example"));
    answers.push(`${fresh.status} ${await fresh.text()}`);
    expect(new Set(answers)).toEqual(new Set(['202 {"data":{"status":"check-your-mail"}}']));
  });

  it("answers two requests for one new address sent at once alike", async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => post("/api/alerts/test/subscribe", subscribeBody("twice@home.example"))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    expect(await rawRows(db, "select status from alert_subscriber")).toEqual([{ status: "pending" }]);
  });

  it("refuses an expired or used confirmation link, and a 49-hour-old one", async () => {
    await post("/api/alerts/test/subscribe", subscribeBody("late@home.example"));
    const token = linkIn(mailsTo("late@home.example")[0], "confirm");
    later(49 * 60);
    expect((await post("/api/alerts/test/confirm", { token })).status).toBe(404);
    await post("/api/alerts/test/subscribe", subscribeBody("late@home.example"));
    const fresh = linkIn(mailsTo("late@home.example")[1], "confirm");
    expect((await post("/api/alerts/test/confirm", { token: fresh })).status).toBe(200);
    expect((await post("/api/alerts/test/confirm", { token: fresh })).status).toBe(404);
  });

  it("mails one address at most 3 confirmations a day, and one client at most 10 requests in 15 minutes", async () => {
    for (let index = 0; index < 5; index++)
      await post("/api/alerts/test/subscribe", subscribeBody("victim@home.example"));
    expect(mailsTo("victim@home.example")).toHaveLength(3);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++)
      statuses.push((await post("/api/alerts/test/subscribe", subscribeBody(`p${index}@home.example`))).status);
    // 5 + 5 from this client were allowed; the 11th waits.
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it("keeps the consent record: what was asked for, when, and the confirmation", async () => {
    await subscribed("consent@home.example", { classes: ["X"], frequency: "daily" });
    const [row] = await rawRows<Record<string, string>>(
      db,
      "select consent_text, consented_at, confirmed_at, confirm_token_hash from alert_subscriber",
    );
    expect(row.consent_text).toBe(
      "E-mail alerts: Circulars, News for classes X, in one daily digest at 17:00. Privacy notice of /Subscribe accepted.",
    );
    expect(row.consented_at).toBe(clock.toISOString());
    expect(row.confirmed_at).toBe(clock.toISOString());
    expect(row.confirm_token_hash).toBeNull();
  });
});

describe("sending", () => {
  it("queues a circular's alert with its publish and sends it once, after the grace period, with the way out", async () => {
    await subscribed("parent@home.example");
    await subscribed("other@home.example", { topics: ["news"] });
    await publishCircular("SVPS/2026/041");
    const [queued] = await rawRows<{ count: number }>(db, "select count(*) as count from alert_outbox");
    expect(Number(queued.count)).toBe(1);

    later(9);
    await sender.runOnce();
    expect(mailsTo("parent@home.example")).toHaveLength(1);
    later(2);
    expect(await sender.runOnce()).toMatchObject({ sent: 1 });
    await sender.runOnce();
    const alerts = mailsTo("parent@home.example").slice(1);
    expect(alerts).toHaveLength(1);
    expect(mailsTo("other@home.example")).toHaveLength(1);

    const [mail] = alerts;
    expect(headerOf(mail, "From")).toBe("Test Valley School <alerts@platform.example>");
    expect(headerOf(mail, "Reply-To")).toBe("office@school.example");
    expect(headerOf(mail, "Subject")).toBe("Test Valley School: SVPS/2026/041: Parent-teacher meeting");
    expect(headerOf(mail, "List-Unsubscribe")).toMatch(
      new RegExp(`^<${origin}/api/alerts/test/unsubscribe\\?token=[^>]+>$`),
    );
    expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.body).toContain("20.11.2026");
    expect(mail.body).toContain("Meet the class teachers on Saturday.");
    expect(mail.body).toContain(`${origin}/Circulars?id=`);
    expect(mail.body).toContain(`Circular SVPS/2026/041 (PDF, 1.8 KB): ${origin}/api/image/test/circulars/041.pdf`);
    expect(mail.raw).toContain("Content-Type: text/html");
    // Linked, never attached; nothing that reports an opening.
    expect(mail.raw).not.toMatch(/Content-Disposition: attachment/i);
    expect(mail.raw).not.toMatch(/<img/i);
  });

  it("sends a circular for other classes to no one who chose classes, and to those who chose none", async () => {
    await subscribed("nursery@home.example", { classes: ["Nursery"] });
    await subscribed("x@home.example", { classes: ["X"] });
    await subscribed("all@home.example");
    await publishCircular("SVPS/2026/041", "X, XII");
    later(11);
    await sender.runOnce();
    expect(mailsTo("nursery@home.example")).toHaveLength(1);
    expect(mailsTo("x@home.example")).toHaveLength(2);
    expect(mailsTo("all@home.example")).toHaveLength(2);
  });

  it("unsubscribes with one POST to the List-Unsubscribe address, no sign-in", async () => {
    await subscribed("leaving@home.example");
    await publishCircular("SVPS/2026/041");
    later(11);
    await sender.runOnce();
    const mail = mailsTo("leaving@home.example")[1];
    const link = /^<([^>]+)>$/.exec(headerOf(mail, "List-Unsubscribe") as string)?.[1] as string;
    const response = await app.request(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    await publishCircular("SVPS/2026/042");
    later(11);
    await sender.runOnce();
    expect(mailsTo("leaving@home.example")).toHaveLength(2);
    // 30 days on, the address itself is gone.
    later(31 * 24 * 60);
    await new AlertSender({
      db,
      config: loadConfig({ SCHOOL_CODE: "test", PUBLIC_URL: origin }),
      secret,
      transport: undefined,
      now: () => clock,
    }).runOnce();
    expect(await rawRows(db, "select email from alert_subscriber")).toEqual([]);
  });

  it("holds the immediate alerts of an item unpublished or edited within 10 minutes, and says so", async () => {
    await subscribed("parent@home.example");
    const first = await publishCircular("SVPS/2026/041");
    later(4);
    await unpublishItem(editing, first);
    const second = await publishCircular("SVPS/2026/042");
    later(3);
    await saveDraft(editing, second, {
      number: "SVPS/2026/042",
      title: "Parent-teacher meeting (corrected)",
      date: "2026-11-20",
      classes: "",
      summary: "",
      attachments: JSON.stringify(["test/circulars/041.pdf"]),
    });
    later(30);
    await sender.runOnce();
    expect(mailsTo("parent@home.example")).toHaveLength(1);
    const held = await rawRows<{ status: string; last_error: string }>(
      db,
      "select status, last_error from alert_outbox order by last_error",
    );
    expect(held).toEqual([
      { status: "held", last_error: "held: edited within 10 minutes of publishing" },
      { status: "held", last_error: "held: unpublished within 10 minutes of publishing" },
    ]);

    // Publishing the correction sends the corrected words, once.
    await publishItem(editing, second);
    later(11);
    await sender.runOnce();
    const sent = mailsTo("parent@home.example").slice(1);
    expect(sent.map((mail) => headerOf(mail, "Subject"))).toEqual([
      "Test Valley School: SVPS/2026/042: Parent-teacher meeting (corrected)",
    ]);
    // An edit published after the grace period alerts no one again.
    await publishItem(editing, second);
    later(11);
    await sender.runOnce();
    expect(mailsTo("parent@home.example")).toHaveLength(2);
  });

  it("sends a daily subscriber one digest at 17:00 school time with the day's items", async () => {
    await subscribed("digest@home.example", { frequency: "daily" });
    await publishCircular("SVPS/2026/041");
    later(60);
    await publishCircular("SVPS/2026/042");
    // 16:59 in Kolkata.
    clock = new Date("2026-11-20T11:29:00.000Z");
    await sender.runOnce();
    expect(mailsTo("digest@home.example")).toHaveLength(1);
    clock = new Date("2026-11-20T11:31:00.000Z");
    await sender.runOnce();
    await sender.runOnce();
    const digests = mailsTo("digest@home.example").slice(1);
    expect(digests).toHaveLength(1);
    expect(headerOf(digests[0], "Subject")).toBe("Test Valley School: 2 new items, 20.11.2026");
    expect(digests[0].body).toContain("SVPS/2026/041: Parent-teacher meeting");
    expect(digests[0].body).toContain("SVPS/2026/042: Parent-teacher meeting");
  });

  it("sends a school's digest at 17:00 in its own time zone, not the platform's (decision 0085)", async () => {
    const inDubai = { ...fixtureBundle, profile: { ...fixtureBundle.profile, timeZone: "Asia/Dubai" } };
    await replaceSchoolContent(db, "test", bundleSchema.parse(inDubai), []);
    await subscribed("dubai@home.example", { frequency: "daily" });
    await publishCircular("SVPS/2026/041");
    // 17:01 in Kolkata (TZ_SCHOOL) is 15:31 in Dubai: not yet.
    clock = new Date("2026-11-20T11:31:00.000Z");
    await sender.runOnce();
    expect(mailsTo("dubai@home.example")).toHaveLength(1);
    // 17:01 in Dubai.
    clock = new Date("2026-11-20T13:01:00.000Z");
    await sender.runOnce();
    const digests = mailsTo("dubai@home.example").slice(1);
    expect(digests.map((mail) => headerOf(mail, "Subject"))).toEqual(["Test Valley School: 1 new item, 20.11.2026"]);
  });

  it("stops an address after 3 hard bounces (5xx)", async () => {
    await subscribed("gone@home.example");
    smtp.refuse.add("gone@home.example");
    for (const number of ["SVPS/2026/041", "SVPS/2026/042", "SVPS/2026/043", "SVPS/2026/044"]) {
      await publishCircular(number);
      later(11);
      await sender.runOnce();
    }
    const [subscriber] = await rawRows<{ status: string; bounces: number }>(
      db,
      "select status, bounces from alert_subscriber",
    );
    expect(subscriber).toEqual({ status: "stopped", bounces: 3 });
    const outbox = await rawRows<{ status: string }>(db, "select status from alert_outbox");
    expect(outbox.map((row) => row.status)).toEqual(["failed", "failed", "failed"]);
  });

  it("queues a scheduled publish's alerts at its time, and keeps them in the outbox while there is no mail server", async () => {
    await subscribed("parent@home.example");
    const id = await createItem(editing, {
      number: "SVPS/2026/050",
      title: "Winter uniform",
      date: "2026-11-20",
      classes: "",
      summary: "",
      attachments: JSON.stringify(["test/circulars/041.pdf"]),
    });
    await scheduleItem(editing, id, {
      publishAt: new Date(clock.getTime() + 60 * 60_000).toISOString(),
      unpublishAt: null,
    });
    expect(await rawRows(db, "select id from alert_outbox")).toEqual([]);
    later(61);
    expect(await runDueSchedules(editing.deps)).toMatchObject({ published: 1 });
    later(11);
    const offline = new AlertSender({
      db,
      config: loadConfig({ SCHOOL_CODE: "test", PUBLIC_URL: origin }),
      secret,
      transport: undefined,
      now: () => clock,
    });
    expect(await offline.runOnce()).toMatchObject({ sent: 0 });
    expect(await rawRows(db, "select status from alert_outbox")).toEqual([{ status: "waiting" }]);
    await sender.runOnce();
    expect(mailsTo("parent@home.example").map((mail) => headerOf(mail, "Subject"))).toContain(
      "Test Valley School: SVPS/2026/050: Winter uniform",
    );
  });

  it("opens the preferences with a mail's manage link, changes them, and refuses a forged link", async () => {
    await subscribed("parent@home.example");
    await publishCircular("SVPS/2026/041");
    later(11);
    await sender.runOnce();
    const token = linkIn(mailsTo("parent@home.example")[1], "manage");
    const read = await post("/api/alerts/test/preferences", { token });
    expect(await read.json()).toEqual({
      data: {
        email: "parent@home.example",
        status: "confirmed",
        topics: ["circulars", "news"],
        classes: [],
        frequency: "immediate",
      },
    });
    const changed = await post("/api/alerts/test/preferences", {
      token,
      topics: ["events"],
      classes: ["IX"],
      frequency: "daily",
    });
    expect((await changed.json()).data).toMatchObject({ topics: ["events"], classes: ["IX"], frequency: "daily" });
    const forged = `${token.split(".")[0]}.${"A".repeat(43)}`;
    expect((await post("/api/alerts/test/preferences", { token: forged })).status).toBe(404);
    // Another school's link is not this school's.
    expect((await post("/api/alerts/other/preferences", { token })).status).toBe(404);
  });
});
