import { beforeEach, describe, expect, it } from "vitest";
import { listActivity } from "#database/queries/activity";
import { listMembers } from "#database/queries/staff";
import { createTestApi, type TestApi } from "#tests/api-fixture";
import { tempDir } from "#tests/fixtures/make-bundle";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";

let t: TestApi;
beforeEach(async () => {
  // The skeleton's two PDFs are stored under DATA_DIR like any import's files.
  t = await createTestApi({ DATA_DIR: tempDir("platform-schools") });
});

const post = (cookie: string, body: unknown) =>
  t.app.request("/api/admin/platform/schools", {
    method: "POST",
    headers: { ...sameSite, cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the operator's schools", () => {
  it("creates a school from its skeleton, with its first owner and a one-time link", async () => {
    await createStaff(t.app, t.auth, t.db, "host@platform.example", "operator");
    const operator = await signIn(t.app, "host@platform.example");
    const response = await post(operator, {
      code: "hill-view",
      name: "Hill View School",
      ownerEmail: "Head@HillView.example",
      ownerName: " मीना अय्यर ",
    });
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toMatchObject({
      school: { code: "hill-view", name: "Hill View School" },
      owner: { email: "head@hillview.example", name: "मीना अय्यर" },
    });
    expect(answer.link.link).toMatch(/\/admin\/set-password\?token=/);
    expect((await listMembers(t.db, "hill-view")).map((m) => [m.name, m.email, m.role])).toEqual([
      ["मीना अय्यर", "head@hillview.example", "owner"],
    ]);
    expect((await listActivity(t.db, "hill-view", { limit: 5 }))[0].action).toBe(
      "created the school, with head@hillview.example as owner",
    );
    const profile = await (await t.app.request("/api/school/hill-view")).json();
    expect(profile.name).toBe("Hill View School");

    const list = await (await t.app.request("/api/admin/platform/schools", { headers: { cookie: operator } })).json();
    expect(list.data.map((s: { code: string }) => s.code)).toEqual(["hill-view", "test"]);

    // Without a name, the address's first part stands in until the owner gives theirs.
    const unnamed = await post(operator, { code: "vale", name: "Vale School", ownerEmail: "office@vale.example" });
    expect((await unnamed.json()).owner).toEqual({ email: "office@vale.example", name: "office" });

    const again = await post(operator, { code: "hill-view", name: "Again", ownerEmail: "x@hillview.example" });
    expect(again.status).toBe(400);
    expect((await again.json()).error.fields).toEqual({ code: "A school has this code already." });
  }, 20_000);

  it("gives one school a storage quota of its own, which its uploads then meet, and takes it back", async () => {
    await createStaff(t.app, t.auth, t.db, "host@platform.example", "operator");
    const operator = await signIn(t.app, "host@platform.example");
    await createStaff(t.app, t.auth, t.db, "editor@school.example", "editor");
    const editor = await signIn(t.app, "editor@school.example");
    const setQuota = (code: string, quotaMb: unknown) =>
      t.app.request(`/api/admin/platform/schools/${code}/quota`, {
        method: "PUT",
        headers: { ...sameSite, cookie: operator, "content-type": "application/json" },
        body: JSON.stringify({ quotaMb }),
      });
    const usage = async () =>
      (await (await t.app.request("/api/admin/schools/test/media/usage", { headers: { cookie: editor } })).json())
        .quotaBytes;
    const listed = async () =>
      (await (await t.app.request("/api/admin/platform/schools", { headers: { cookie: operator } })).json()).data[0];

    expect(await listed()).toMatchObject({ code: "test", ownQuotaMb: null, quotaBytes: 2048 * 1024 * 1024 });
    expect((await setQuota("test", 5)).status).toBe(200);
    expect(await listed()).toMatchObject({ code: "test", ownQuotaMb: 5, quotaBytes: 5 * 1024 * 1024, usedBytes: 0 });
    expect(await usage()).toBe(5 * 1024 * 1024);
    expect((await listActivity(t.db, "test", { limit: 1 }))[0].action).toBe("set the storage quota to 5 MB");

    const bad = await setQuota("test", 0);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.quotaMb).toBe(
      "Give at least 1 MB, or leave it empty for the platform's quota.",
    );
    expect((await setQuota("test", "1.5")).status).toBe(400);
    expect((await setQuota("nowhere", 5)).status).toBe(404);
    expect(await usage()).toBe(5 * 1024 * 1024);

    expect((await setQuota("test", "")).status).toBe(200);
    expect(await usage()).toBe(2048 * 1024 * 1024);
    expect((await listed()).ownQuotaMb).toBeNull();
  });

  it("is refused to a school's owner", async () => {
    await createStaff(t.app, t.auth, t.db, "principal@school.example", "owner");
    const owner = await signIn(t.app, "principal@school.example");
    expect((await post(owner, { code: "mine", name: "Mine", ownerEmail: "a@b.example" })).status).toBe(403);
    expect((await t.app.request("/api/admin/platform/schools", { headers: { cookie: owner } })).status).toBe(403);
    const quota = await t.app.request("/api/admin/platform/schools/test/quota", {
      method: "PUT",
      headers: { ...sameSite, cookie: owner, "content-type": "application/json" },
      body: JSON.stringify({ quotaMb: 100_000 }),
    });
    expect(quota.status).toBe(403);
  });
});
