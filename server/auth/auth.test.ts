import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listActivity } from "#database/queries/activity";
import { createTestApi, type TestApi } from "#tests/api-fixture";
import { cookieOf, createStaff, sameSite, signIn, signInRequest } from "#tests/staff-fixture";

let t: TestApi;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(() => {
  vi.useRealTimers();
});

const me = (cookie?: string) => t.app.request("/api/admin/me", { headers: cookie ? { cookie } : {} });

describe("signing in with an e-mail and a password", () => {
  it("sets an HttpOnly, SameSite=Lax session cookie that the admin API accepts", async () => {
    await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    const response = await t.app.request(
      "/api/auth/sign-in/email",
      signInRequest("clerk@school.example", "correct horse battery"),
    );
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((line) => line.startsWith("school.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    expect(session).toMatch(/Max-Age=43200/);
    const answer = await me(cookieOf(response));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      user: { email: "clerk@school.example" },
      operator: false,
      schools: [{ code: "test", name: "Test Valley School", role: "editor" }],
    });
  });

  it("gives an unknown e-mail and a wrong password the same answer", async () => {
    await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    const wrong = await t.app.request(
      "/api/auth/sign-in/email",
      signInRequest("clerk@school.example", "not the password"),
    );
    const unknown = await t.app.request(
      "/api/auth/sign-in/email",
      signInRequest("nobody@school.example", "not the password"),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a.message).toBe("Invalid email or password");
    expect(b).toEqual(a);
  });

  it("answers the admin API with 401 JSON when signed out", async () => {
    const answer = await me();
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ error: { code: "signed_out", message: "Sign in to continue." } });
  });

  it("writes successes and failures into the activity log, with the address", async () => {
    await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    await signIn(t.app, "clerk@school.example");
    await t.app.request("/api/auth/sign-in/email", signInRequest("clerk@school.example", "wrong password"));
    await t.app.request("/api/auth/sign-in/email", signInRequest("stranger@school.example", "wrong password"));
    const log = await listActivity(t.db, "test", { kind: "sign-in", limit: 10 });
    expect(log.map((entry) => [entry.actor, entry.action])).toEqual([
      ["stranger@school.example", "failed to sign in"],
      ["clerk@school.example", "failed to sign in"],
      ["clerk@school.example", "signed in with a password"],
    ]);
    expect(log.every((entry) => entry.address === "unknown")).toBe(true);
  });
});

describe("better-auth's endpoints", () => {
  it("are closed where the admin area does not use them", async () => {
    await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    const cookie = await signIn(t.app, "clerk@school.example");
    for (const [path, body] of [
      ["/api/auth/request-password-reset", { email: "clerk@school.example" }],
      ["/api/auth/sign-up/email", { email: "new@school.example", password: "a long password", name: "New" }],
      ["/api/auth/change-password", { currentPassword: "correct horse battery", newPassword: "another long one" }],
      ["/api/auth/update-user", { name: "Someone Else" }],
    ] as const) {
      const response = await t.app.request(path, {
        method: "POST",
        headers: { ...sameSite, cookie, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(404);
    }
    // The server's own use of the reset tokens still works.
    expect(await t.auth.issuePasswordToken("clerk@school.example")).toMatch(/^\w{20,}$/);
  });
});

describe("cookies on an https site", () => {
  it("are Secure and carry the __Host- prefix", async () => {
    t = await createTestApi({ PUBLIC_URL: "https://school.example.in" });
    await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    const response = await t.app.request(
      "/api/auth/sign-in/email",
      signInRequest("clerk@school.example", "correct horse battery"),
    );
    const session = response.headers.getSetCookie().find((line) => line.startsWith("__Host-school.session_token="));
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Domain=/i);
  });
});

describe("sign-in limits", () => {
  it("makes an account wait after 10 failures in 15 minutes, even with the right password", async () => {
    await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    for (let i = 0; i < 10; i++) {
      const response = await t.app.request(
        "/api/auth/sign-in/email",
        signInRequest("clerk@school.example", `guess ${i} wrong`, { "x-forwarded-for": `10.0.0.${i}` }),
      );
      expect(response.status).toBe(401);
    }
    const refused = await t.app.request(
      "/api/auth/sign-in/email",
      signInRequest("clerk@school.example", "correct horse battery"),
    );
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe("Too many failed sign-ins. Try again in 15 minutes.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
  });

  it("lets the account in again once the failures leave the window", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T10:00:00Z") });
    await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    for (let i = 0; i < 10; i++) {
      await t.app.request("/api/auth/sign-in/email", signInRequest("clerk@school.example", "wrong password!"));
    }
    expect(
      (await t.app.request("/api/auth/sign-in/email", signInRequest("clerk@school.example", "correct horse battery")))
        .status,
    ).toBe(429);
    vi.setSystemTime(new Date("2026-11-23T10:15:01Z"));
    expect(
      (await t.app.request("/api/auth/sign-in/email", signInRequest("clerk@school.example", "correct horse battery")))
        .status,
    ).toBe(200);
  });

  it("makes an address wait after 10 failures, whichever accounts it tried", async () => {
    t = await createTestApi({ TRUST_PROXY: "true" });
    await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    const from = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < 10; i++) {
      await t.app.request(
        "/api/auth/sign-in/email",
        signInRequest(`person${i}@school.example`, "wrong password!", from),
      );
    }
    const refused = await t.app.request(
      "/api/auth/sign-in/email",
      signInRequest("clerk@school.example", "correct horse battery", from),
    );
    expect(refused.status).toBe(429);
    const elsewhere = await t.app.request(
      "/api/auth/sign-in/email",
      signInRequest("clerk@school.example", "correct horse battery", { "x-forwarded-for": "198.51.100.1" }),
    );
    expect(elsewhere.status).toBe(200);
  });
});

describe("one-time links", () => {
  it("set a password once, and only once", async () => {
    const person = await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    const token = await t.auth.issuePasswordToken(person.email);
    const use = () =>
      t.app.request("/api/auth/reset-password", {
        method: "POST",
        headers: { ...sameSite, "content-type": "application/json" },
        body: JSON.stringify({ token, newPassword: "a brand new password" }),
      });
    expect((await use()).status).toBe(200);
    const again = await use();
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe("INVALID_TOKEN");
    await signIn(t.app, "clerk@school.example", "a brand new password");
  });

  it("expire after 24 hours", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T10:00:00Z") });
    const person = await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    const token = await t.auth.issuePasswordToken(person.email);
    vi.setSystemTime(new Date("2026-11-24T10:00:01Z"));
    const late = await t.app.request("/api/auth/reset-password", {
      method: "POST",
      headers: { ...sameSite, "content-type": "application/json" },
      body: JSON.stringify({ token, newPassword: "a brand new password" }),
    });
    expect(late.status).toBe(400);
  });
});

describe("sessions", () => {
  it("end after 12 hours without use", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T08:00:00Z") });
    await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    const cookie = await signIn(t.app, "clerk@school.example");
    vi.setSystemTime(new Date("2026-11-23T20:00:01Z"));
    expect((await me(cookie)).status).toBe(401);
  });

  it("last while they are used, each use starting the 12 hours again", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T08:00:00Z") });
    await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    const cookie = await signIn(t.app, "clerk@school.example");
    vi.setSystemTime(new Date("2026-11-23T19:00:00Z"));
    expect((await me(cookie)).status).toBe(200);
    vi.setSystemTime(new Date("2026-11-24T06:00:00Z"));
    expect((await me(cookie)).status).toBe(200);
  });

  it("can all be ended at once", async () => {
    await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    const phone = await signIn(t.app, "clerk@school.example");
    const office = await signIn(t.app, "clerk@school.example");
    const response = await t.app.request("/api/auth/revoke-sessions", {
      method: "POST",
      headers: { ...sameSite, cookie: office, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(office)).status).toBe(401);
  });
});
