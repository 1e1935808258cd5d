import pino from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { listActivity } from "#database/queries/activity";
import { addHost } from "#database/queries/platform";
import { replaceSchoolContent } from "#database/queries/school-content";
import { unscoped } from "#database/unscoped";
import { bundleSchema } from "#domain/content-schema";
import { createApp } from "#server/app";
import { addToSchool } from "#server/auth/accounts";
import { createMailer } from "#server/auth/mailer";
import { createTestApi, fixtureBundle, type TestApi } from "#tests/api-fixture";
import { startTestSmtp } from "#tests/smtp-fixture";
import { createStaff, sameSite, signIn, signInRequest } from "#tests/staff-fixture";

/*
 * Issue 21: accounts belong to the platform, memberships to schools (decision 0077). An owner of
 * one school must never reach the account of someone who works elsewhere, or the operator's.
 */

let t: TestApi;
let ownerA: string;
beforeEach(async () => {
  t = await createTestApi();
  await replaceSchoolContent(
    t.db,
    "other",
    bundleSchema.parse({ ...fixtureBundle, profile: { ...fixtureBundle.profile, name: "Other Hill School" } }),
    [],
    [],
  );
  await createStaff(t.app, t.auth, t.db, "owner-a@school.example", "owner");
  await createStaff(t.app, t.auth, t.db, "owner-b@other.example", "owner", "other");
  await createStaff(t.app, t.auth, t.db, "host@platform.example", "operator");
  ownerA = await signIn(t.app, "owner-a@school.example");
});

function asOwnerA(method: string, path: string, body?: unknown) {
  return t.app.request(`/api/admin/schools/test${path}`, {
    method,
    headers: { ...sameSite, cookie: ownerA, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function post(path: string, body: unknown, cookie?: string) {
  return t.app.request(path, {
    method: "POST",
    headers: { ...sameSite, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function me(cookie: string) {
  return (await t.app.request("/api/admin/me", { headers: { cookie } })).json();
}

async function peopleOfA(): Promise<string[]> {
  const answer = await (await asOwnerA("GET", "/users")).json();
  return answer.data.map((person: { email: string }) => person.email);
}

/** An invite's answer with its random parts (ids, token, instants) blanked: what an owner could compare. */
function shapeOf(answer: Record<string, unknown>): unknown {
  return JSON.parse(
    JSON.stringify(answer)
      .replace(/token=[\w-]+/g, "token=T")
      .replace(/"(id|createdAt|expiresAt)":"[^"]*"/g, '"$1":"X"')
      .replace(/[\w.-]+@[\w.-]+/g, "E"),
  );
}

describe("an owner inviting an address that already has an account", () => {
  it("makes a pending invitation: the account is not in the school and sees nothing of it", async () => {
    for (const email of ["owner-b@other.example", "host@platform.example"]) {
      const response = await asOwnerA("POST", "/users", { email, role: "owner" });
      expect(response.status).toBe(201);
      expect((await response.json()).invitation).toMatchObject({ email, role: "owner" });
    }
    expect(await peopleOfA()).toEqual(["owner-a@school.example"]);

    const ownerB = await signIn(t.app, "owner-b@other.example");
    const mine = await me(ownerB);
    expect(mine.schools.map((school: { code: string }) => school.code)).toEqual(["other"]);
    expect(mine.invitations).toEqual([
      expect.objectContaining({ schoolCode: "test", schoolName: "Test Valley School", role: "owner" }),
    ]);
    const reach = await t.app.request("/api/admin/schools/test/users", { headers: { cookie: ownerB } });
    expect(reach.status).toBe(403);
  });

  it("answers exactly as for an address with no account, and never a password link", async () => {
    const existing = await (
      await asOwnerA("POST", "/users", { email: "owner-b@other.example", role: "editor" })
    ).json();
    const fresh = await (
      await asOwnerA("POST", "/users", { email: "new.teacher@school.example", role: "editor" })
    ).json();
    expect(shapeOf(existing)).toEqual(shapeOf(fresh));
    expect(existing.link.link).toMatch(/^http:\/\/localhost\/admin\/invitation\?token=/);
    expect(JSON.stringify(existing)).not.toContain("set-password");
  });

  it("cannot be turned into a takeover through the invitation's link", async () => {
    const invited = await (await asOwnerA("POST", "/users", { email: "owner-b@other.example", role: "editor" })).json();
    const token = new URL(invited.link.link).searchParams.get("token");
    const opened = await t.app.request(`/api/account/invitation?token=${token}`, { headers: sameSite });
    expect(await opened.json()).toEqual({
      email: "owner-b@other.example",
      name: null,
      schoolName: "Test Valley School",
      role: "editor",
      expiresAt: expect.any(String),
    });
    const taken = await post("/api/account/invitation", {
      token,
      password: "the attacker's choice",
      confirm: "the attacker's choice",
    });
    expect(taken.status).toBe(200);
    // B's owner keeps their own password, and the attacker's does not open the account.
    expect(
      (await t.app.request("/api/auth/sign-in/email", signInRequest("owner-b@other.example", "the attacker's choice")))
        .status,
    ).toBe(401);
    const ownerB = await signIn(t.app, "owner-b@other.example");
    expect((await me(ownerB)).schools.map((school: { code: string }) => school.code)).toEqual(["other"]);
    expect(await peopleOfA()).toEqual(["owner-a@school.example"]);
  });

  it("joins the school once its holder accepts, signed in; a decline leaves no trace of them", async () => {
    await asOwnerA("POST", "/users", { email: "owner-b@other.example", role: "editor" });
    const ownerB = await signIn(t.app, "owner-b@other.example");
    const [invitation] = (await me(ownerB)).invitations;
    // Someone else cannot accept it for them.
    expect((await post(`/api/admin/invitations/${invitation.id}/accept`, {}, ownerA)).status).toBe(404);
    const accepted = await post(`/api/admin/invitations/${invitation.id}/accept`, {}, ownerB);
    expect(accepted.status).toBe(200);
    expect(await peopleOfA()).toEqual(["owner-a@school.example", "owner-b@other.example"]);
    expect((await me(ownerB)).invitations).toEqual([]);
  });

  it("never makes the operator a member, even if they accept", async () => {
    await asOwnerA("POST", "/users", { email: "host@platform.example", role: "owner" });
    const operator = await signIn(t.app, "host@platform.example");
    const [invitation] = (await me(operator)).invitations;
    const accepted = await post(`/api/admin/invitations/${invitation.id}/accept`, {}, operator);
    expect(accepted.status).toBe(409);
    expect(await peopleOfA()).toEqual(["owner-a@school.example"]);
  });
});

describe("an invitation to an address with no account", () => {
  it("makes the account, in the school, with the password chosen through the link", async () => {
    const invited = await (
      await asOwnerA("POST", "/users", { email: "New.Teacher@school.example", name: "Meena Iyer", role: "editor" })
    ).json();
    expect(await peopleOfA()).toEqual(["owner-a@school.example"]);
    const token = new URL(invited.link.link).searchParams.get("token");
    const taken = await post("/api/account/invitation", {
      token,
      password: "meena's own password",
      confirm: "meena's own password",
    });
    expect(taken.status).toBe(200);
    const teacher = await signIn(t.app, "new.teacher@school.example", "meena's own password");
    expect((await me(teacher)).schools).toEqual([
      { code: "test", name: "Test Valley School", role: "editor", timeZone: "Asia/Kolkata" },
    ]);
    // The link works once.
    const again = await post("/api/account/invitation", {
      token,
      password: "another password",
      confirm: "another password",
    });
    expect(again.status).toBe(404);
  });

  it("can be withdrawn by the owner before it is taken up", async () => {
    const invited = await (await asOwnerA("POST", "/users", { email: "late@school.example", role: "editor" })).json();
    const withdrawn = await asOwnerA("DELETE", `/invitations/${invited.invitation.id}`);
    expect(withdrawn.status).toBe(204);
    const token = new URL(invited.link.link).searchParams.get("token");
    expect((await t.app.request(`/api/account/invitation?token=${token}`, { headers: sameSite })).status).toBe(404);
  });
});

describe("reset links", () => {
  async function idOf(email: string): Promise<string> {
    const answer = await (await asOwnerA("GET", "/users")).json();
    return answer.data.find((person: { email: string }) => person.email === email).userId;
  }

  it("are the owner's to make only for an account that is the school's alone", async () => {
    await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    const clerk = await asOwnerA("POST", `/users/${await idOf("clerk@school.example")}/reset-link`, {});
    expect(clerk.status).toBe(201);

    // B's owner and the operator, members of A by an earlier (forced) membership: never.
    const ownerB = await unscoped(t.db)
      .selectFrom("auth_user")
      .select("id")
      .where("email", "=", "owner-b@other.example")
      .executeTakeFirstOrThrow();
    const operator = await unscoped(t.db)
      .selectFrom("auth_user")
      .select("id")
      .where("email", "=", "host@platform.example")
      .executeTakeFirstOrThrow();
    await addToSchool(t.db, "test", { id: ownerB.id, name: "B", email: "owner-b@other.example" }, "editor");
    await addToSchool(t.db, "test", { id: operator.id, name: "Op", email: "host@platform.example" }, "editor");
    for (const id of [ownerB.id, operator.id]) {
      const refused = await asOwnerA("POST", `/users/${id}/reset-link`, {});
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe("platform_account");
    }
  });

  it("for any account are the operator's to make", async () => {
    const operator = await signIn(t.app, "host@platform.example");
    const made = await post("/api/admin/platform/reset-link", { email: "owner-b@other.example" }, operator);
    expect(made.status).toBe(201);
    expect((await made.json()).link).toMatch(/\/admin\/set-password\?token=/);
    const refused = await post("/api/admin/platform/reset-link", { email: "owner-b@other.example" }, ownerA);
    expect(refused.status).toBe(403);
  });

  it("are mailed to the address on file when asked for on the sign-in page, with the same answer for anyone", async () => {
    const smtp = await startTestSmtp();
    const { received } = smtp;
    try {
      const app = createApp({
        config: t.config,
        db: t.db,
        logger: pino({ level: "silent" }),
        auth: t.auth,
        mailer: createMailer(smtp.url, "Office <office@school.example>"),
      });
      const ask = (email: string) =>
        app.request("/api/account/forgot-password", {
          method: "POST",
          headers: { ...sameSite, "content-type": "application/json" },
          body: JSON.stringify({ email }),
        });
      const known = await ask("owner-b@other.example");
      const unknown = await ask("nobody@nowhere.example");
      expect(known.status).toBe(202);
      expect(await known.json()).toEqual(await unknown.json());
      for (let waited = 0; received.length === 0 && waited < 5000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("To: owner-b@other.example");
      // An address cannot be mail-bombed through it.
      await ask("owner-b@other.example");
      await ask("owner-b@other.example");
      expect((await ask("owner-b@other.example")).status).toBe(429);
    } finally {
      smtp.close();
    }
  });
});

describe("sign-in failures", () => {
  it("on school B's host are written into B's log, not the default school's", async () => {
    await addHost(t.db, "other", "other.example");
    const failed = await t.app.request(
      "http://other.example/api/auth/sign-in/email",
      signInRequest("someone@nowhere.example", "wrong password here", {
        host: "other.example",
        origin: "http://other.example",
      }),
    );
    expect(failed.status).toBe(401);
    const inB = await listActivity(t.db, "other", { limit: 50 });
    const inA = await listActivity(t.db, "test", { limit: 50 });
    expect(inB.map((entry) => [entry.actor, entry.action])).toContainEqual([
      "someone@nowhere.example",
      "failed to sign in",
    ]);
    expect(inA.map((entry) => entry.actor)).not.toContain("someone@nowhere.example");
  });

  it("with an 'e-mail' longer than any address are refused before anything is written", async () => {
    const huge = `${"a".repeat(300)}@school.example`;
    const before = await listActivity(t.db, "test", { limit: 500 });
    const refused = await t.app.request("/api/auth/sign-in/email", signInRequest(huge, "wrong password here"));
    expect(refused.status).toBe(400);
    expect(await listActivity(t.db, "test", { limit: 500 })).toHaveLength(before.length);
    const failures = await unscoped(t.db).selectFrom("sign_in_failure").select("key").execute();
    expect(failures.map((row) => row.key)).not.toContain(huge);
  });
});

describe("requests for a reset link", () => {
  it("are counted for one window only, and then forgotten", async () => {
    const { takeResetRequest } = await import("#server/auth/reset-requests");
    const keys = { email: "someone@school.example", address: "203.0.113.9" };
    await takeResetRequest(t.db, keys, new Date("2026-11-01T00:00:00Z"));
    await takeResetRequest(t.db, { ...keys, email: "other@school.example" }, new Date("2026-11-01T01:00:00Z"));
    const rows = await unscoped(t.db).selectFrom("sign_in_failure").select(["scope", "key"]).execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { scope: "reset-account", key: "other@school.example" },
        { scope: "reset-address", key: "203.0.113.9" },
      ]),
    );
    expect(rows.map((row) => row.key)).not.toContain("someone@school.example");
  });
});
