import { describe, expect, it } from "vitest";
import * as setPasswordPage from "#app/admin/routes/set-password.tsx";
import * as signInPage from "#app/admin/routes/sign-in.tsx";
import { listActivity } from "#database/queries/activity";
import { addHost } from "#database/queries/platform";
import { replaceSchoolContent } from "#database/queries/school-content";
import { bundleSchema } from "#domain/content-schema";
import { signInLimit } from "#server/auth/sign-in-limits";
import { fixtureBundle } from "#tests/api-fixture";
import { createTestSite } from "#tests/site-context-fixture";
import { createStaff } from "#tests/staff-fixture";

/**
 * The sign-in and set-password pages call better-auth in the process (server/operations/staff-sign-in.ts),
 * no longer through /api/auth: the limits, the words the page shows and the activity log (decision 0077:
 * a failed sign-in goes into the log of the school whose site it was tried on) must stay as they were.
 */
async function siteOfTwoSchools() {
  // One proxy in front: the visitor's address is the one it forwards.
  const t = await createTestSite({ TRUST_PROXY: "1" });
  const other = { ...fixtureBundle, profile: { ...fixtureBundle.profile, name: "Other Hill School" } };
  await replaceSchoolContent(t.db, "other", bundleSchema.parse(other), [], []);
  await addHost(t.db, "other", "other.example");
  await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
  return t;
}

type Site = Awaited<ReturnType<typeof siteOfTwoSchools>>;

/** The sign-in form posted on `host`, which shows `school`, from 203.0.113.7. */
async function postSignIn(t: Site, email: string, password: string, school = "other", host = "other.example") {
  const form = new FormData();
  form.set("email", email);
  form.set("password", password);
  form.set("next", "/admin/people");
  const request = new Request(`http://${host}/admin/sign-in`, {
    method: "POST",
    headers: { "x-forwarded-for": "203.0.113.7", "user-agent": "Test Browser" },
    body: form,
  });
  const args = { request, context: t.contextFor(request, school), params: {} } as never;
  const answer: unknown = await signInPage.action(args).catch((thrown: unknown) => thrown);
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location"), answer };
  const { data, init } = answer as { data: { message?: string; fields: Record<string, string> }; init?: ResponseInit };
  return { status: init?.status ?? 200, message: data.message, fields: data.fields };
}

describe("signing in on the sign-in page", () => {
  it("logs a failure in the log of the school whose site it was, with the visitor's address, in the page's words", async () => {
    const t = await siteOfTwoSchools();
    const failed = await postSignIn(t, "someone@nowhere.example", "wrong password here");
    expect(failed).toMatchObject({ status: 401, message: "The e-mail or the password is not right." });
    const inB = await listActivity(t.db, "other", { limit: 50 });
    expect(inB.map((entry) => [entry.actor, entry.action, entry.address])).toContainEqual([
      "someone@nowhere.example",
      "failed to sign in",
      "203.0.113.7",
    ]);
    const inA = await listActivity(t.db, "test", { limit: 50 });
    expect(inA.map((entry) => entry.actor)).not.toContain("someone@nowhere.example");
  });

  it("signs in with the right password: a session cookie, the way on, and the sign-in in the person's school's log", async () => {
    const t = await siteOfTwoSchools();
    const signedIn = await postSignIn(t, "clerk@school.example", "correct horse battery", "test", "localhost");
    expect(signedIn).toMatchObject({ status: 302, location: "/admin/people" });
    const cookie = signedIn.answer?.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^school\.session_token=[^;]+;.*HttpOnly/);
    const log = await listActivity(t.db, "test", { kind: "sign-in", limit: 10 });
    expect(log.map((entry) => [entry.actor, entry.action, entry.address])).toEqual([
      ["clerk@school.example", "signed in with a password", "203.0.113.7"],
    ]);
  });

  it("names a bad field beside it, and makes an account wait after 10 failures, even with the right password", async () => {
    const t = await siteOfTwoSchools();
    expect(await postSignIn(t, "not an address", "x")).toMatchObject({
      status: 400,
      fields: { email: "Enter your e-mail address, like name@example.com." },
    });
    for (let i = 0; i < signInLimit.failures; i++) {
      expect((await postSignIn(t, "clerk@school.example", "wrong password")).status).toBe(401);
    }
    const waiting = await postSignIn(t, "clerk@school.example", "correct horse battery");
    expect(waiting.status).toBe(429);
    expect(waiting.message).toMatch(/^Too many failed sign-ins\. Try again in \d+ minutes?\.$/);
  });
});

describe("setting a password through a one-time link", () => {
  async function postPassword(t: Site, token: string) {
    const form = new FormData();
    form.set("token", token);
    form.set("password", "a new password for me");
    form.set("confirm", "a new password for me");
    const request = new Request("http://localhost/admin/set-password", {
      method: "POST",
      headers: { "x-forwarded-for": "203.0.113.8" },
      body: form,
    });
    const args = { request, context: t.contextFor(request), params: {} } as never;
    return setPasswordPage.action(args).catch((thrown: unknown) => thrown);
  }

  it("sets it once, logs it with the visitor's address, and says when the link is used up", async () => {
    const t = await siteOfTwoSchools();
    const token = (await t.auth.issuePasswordToken("clerk@school.example")) ?? "";
    const done = await postPassword(t, token);
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get("Location")).toBe("/admin/sign-in?done=password");
    const log = await listActivity(t.db, "test", { kind: "account", limit: 10 });
    expect(log.map((entry) => [entry.actor, entry.action, entry.address])).toContainEqual([
      "clerk@school.example",
      "set a password",
      "203.0.113.8",
    ]);
    const again = (await postPassword(t, token)) as { data: { message: string }; init?: ResponseInit };
    expect(again.init?.status).toBe(400);
    expect(again.data.message).toBe(
      "This link has been used already or has expired. Ask the school's owner for a new one.",
    );
  });
});
