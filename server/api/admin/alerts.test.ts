import { beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "#content/storage/disk-store";
import { listActivity } from "#database/queries/activity";
import { confirmSubscription, saveSubscriptionRequest } from "#database/queries/alert-subscribers";
import type { AlertChoices } from "#domain/alerts/alert-topics";
import { alertsOverviewSchema, itemAlertSchema } from "#domain/alerts/alerts-admin-records";
import { editableKinds } from "#domain/editing/editable-kinds";
import { createItem, publishItem } from "#server/editing/transitions";
import { createTestApi, fixtureNow, type TestApi } from "#tests/api-fixture";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";

/**
 * Issue 27's admin side: the subscribers counted by topic and class with no address on screen,
 * the outbox, the owner's CSV export (logged), the operator's daily cap, and a plain word when
 * there is no mail server.
 */

let t: TestApi;
let owner: string;
let editor: string;
let operator: string;

async function confirmed(email: string, choices: AlertChoices) {
  const now = new Date("2026-11-21T04:00:00Z");
  await saveSubscriptionRequest(t.db, "test", {
    email,
    choices,
    consentText: "test",
    tokenHash: `hash ${email}`,
    now,
    expiresAt: new Date(now.getTime() + 60_000),
  });
  await confirmSubscription(t.db, "test", `hash ${email}`, now);
}

beforeAll(async () => {
  t = await createTestApi();
  await createStaff(t.app, t.auth, t.db, "principal@school.example", "owner");
  await createStaff(t.app, t.auth, t.db, "editor@school.example", "editor");
  await createStaff(t.app, t.auth, t.db, "ops@platform.example", "operator");
  owner = await signIn(t.app, "principal@school.example");
  editor = await signIn(t.app, "editor@school.example");
  operator = await signIn(t.app, "ops@platform.example");
  await confirmed("a@home.example", { topics: ["circulars", "news"], classes: ["X"], frequency: "immediate" });
  await confirmed("b@home.example", { topics: ["circulars"], classes: [], frequency: "daily" });
  await saveSubscriptionRequest(t.db, "test", {
    email: "pending@home.example",
    choices: { topics: ["events"], classes: [], frequency: "daily" },
    consentText: "test",
    tokenHash: "pending",
    now: new Date("2026-11-21T04:00:00Z"),
    expiresAt: new Date("2026-11-23T04:00:00Z"),
  });
  // A circular for the whole school: one mail waits (to the immediate subscriber; the daily one has a digest).
  const deps = { db: t.db, files: createDiskStore("/nonexistent"), now: fixtureNow };
  const actor = { userId: null, email: "editor@school.example", address: "local", role: "editor" as const };
  const editing = { deps, school: "test", kind: editableKinds.circulars, actor };
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

const get = (path: string, cookie: string) =>
  t.app.request(`/api/admin/schools/test${path}`, { headers: { ...sameSite, cookie } });

describe("the admin area's alerts", () => {
  it("counts the confirmed subscribers by topic, class and frequency, shows no address, and says there is no mail server", async () => {
    const response = await get("/alerts", editor);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain("@home.example");
    // Outside clients read the answer with this schema; the admin area gets the same overview in process.
    const { data } = alertsOverviewSchema.parse(JSON.parse(text));
    expect(data.mailConfigured).toBe(false);
    expect(data.subscribers).toMatchObject({
      total: 2,
      byTopic: { circulars: 2, news: 1, notices: 0, events: 0 },
      allClasses: 1,
      byFrequency: { immediate: 1, daily: 1 },
    });
    expect(data.subscribers.byClass.X).toBe(1);
    expect(data.recent).toEqual([
      expect.objectContaining({ title: "SVPS/2026/041: Annual day", kind: "circulars", mails: { waiting: 1 } }),
    ]);
    expect(data.outbox).toEqual({ waiting: 1 });
    expect(data.statuses).toEqual({ confirmed: 2, pending: 1 });
    expect(data.canExport).toBe(false);
    const test = await t.app.request("/api/admin/schools/test/alerts/test", {
      method: "POST",
      headers: { ...sameSite, cookie: editor },
    });
    expect(test.status).toBe(503);
  });

  it("tells the editor about an item's alert in the shape the editor reads", async () => {
    const answer = itemAlertSchema.parse(await (await get("/alerts/items/circulars/none", editor)).json());
    expect(answer).toEqual({ data: null, graceMinutes: 10 });
  });

  it("lets only an owner export the confirmed addresses as CSV, and logs the export", async () => {
    expect((await get("/alerts/subscribers.csv", editor)).status).toBe(403);
    const response = await get("/alerts/subscribers.csv", owner);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toEqual([
      "email,topics,classes,frequency,consented_at,confirmed_at",
      "a@home.example,circulars news,X,immediate,2026-11-21T04:00:00.000Z,2026-11-21T04:00:00.000Z",
      "b@home.example,circulars,,daily,2026-11-21T04:00:00.000Z,2026-11-21T04:00:00.000Z",
    ]);
    const log = await listActivity(t.db, "test", { kind: "alerts", limit: 5 });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actor: "principal@school.example",
      action: "exported 2 alert subscriber addresses as CSV",
    });
  });

  it("lets the operator set a school's daily cap of alert mails, and no one else", async () => {
    const put = (cookie: string, cap: number | null) =>
      t.app.request("/api/admin/platform/schools/test/alert-cap", {
        method: "PUT",
        headers: { ...sameSite, cookie, "content-type": "application/json" },
        body: JSON.stringify({ cap }),
      });
    expect((await put(owner, 10)).status).toBe(403);
    expect(await (await put(operator, 500)).json()).toEqual({ code: "test", cap: 500, own: 500 });
    expect((await (await get("/alerts", owner)).json()).data.dailyCap).toBe(500);
    expect(await (await put(operator, null)).json()).toEqual({ code: "test", cap: 20000, own: null });
  });
});
