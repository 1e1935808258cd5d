import pino from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { createMailer } from "#server/auth/mailer";
import { createTestApi, type TestApi } from "#tests/api-fixture";
import { startTestSmtp } from "#tests/smtp-fixture";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";

let t: TestApi;
let owner: string;
beforeEach(async () => {
  t = await createTestApi();
  await createStaff(t.app, t.auth, t.db, "principal@school.example", "owner");
  owner = await signIn(t.app, "principal@school.example");
});

function send(
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
  headers: Record<string, string> = sameSite,
) {
  return t.app.request(`/api/admin/schools/test${path}`, {
    method,
    headers: { ...headers, cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("an owner inviting an editor", () => {
  it("invites them with their role; they join once they choose a password through the link", async () => {
    const response = await send("POST", "/users", owner, {
      email: "Teacher@School.example",
      name: "Meena Iyer",
      role: "editor",
    });
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer.invitation).toMatchObject({ email: "teacher@school.example", name: "Meena Iyer", role: "editor" });
    expect(answer.link.link).toMatch(/^http:\/\/localhost\/admin\/invitation\?token=[\w-]+/);
    expect(answer.link.mailed).toBe(false);
    expect(answer.mailed).toBe(false);
    // Not a member until they accept.
    expect((await (await send("GET", "/users", owner)).json()).data).toHaveLength(1);
    const waiting = await (await send("GET", "/invitations", owner)).json();
    expect(waiting.data.map((i: { email: string; role: string }) => [i.email, i.role])).toEqual([
      ["teacher@school.example", "editor"],
    ]);

    const token = new URL(answer.link.link).searchParams.get("token");
    const set = await t.app.request("/api/account/invitation", {
      method: "POST",
      headers: { ...sameSite, "content-type": "application/json" },
      body: JSON.stringify({ token, password: "meena's own password", confirm: "meena's own password" }),
    });
    expect(set.status).toBe(200);
    const teacher = await signIn(t.app, "teacher@school.example", "meena's own password");
    const me = await (await t.app.request("/api/admin/me", { headers: { cookie: teacher } })).json();
    expect(me.schools).toEqual([
      { code: "test", name: "Test Valley School", role: "editor", timeZone: "Asia/Kolkata" },
    ]);
    expect(me.user.name).toBe("Meena Iyer");

    const people = await (await send("GET", "/users", owner)).json();
    expect(people.data.map((p: { email: string; role: string }) => [p.email, p.role])).toEqual([
      ["teacher@school.example", "editor"],
      ["principal@school.example", "owner"],
    ]);
    expect((await (await send("GET", "/invitations", owner)).json()).data).toEqual([]);
  });

  it("names a bad field in plain words and adds no one", async () => {
    const response = await send("POST", "/users", owner, { email: "not an address", role: "admin" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      email: "Enter an e-mail address, like name@example.com.",
      role: "Choose a role.",
    });
    expect((await (await send("GET", "/users", owner)).json()).data).toHaveLength(1);
  });

  it("mails the link, and only mails it, when the platform has a mail server", async () => {
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
      const response = await app.request("/api/admin/schools/test/users", {
        method: "POST",
        headers: { ...sameSite, cookie: owner, "content-type": "application/json" },
        body: JSON.stringify({ email: "clerk@school.example", role: "contributor" }),
      });
      const answer = await response.json();
      // With a mail server the link goes to the address alone: the owner is told, and not shown it.
      expect(answer.mailed).toBe(true);
      expect(answer.link).toBeUndefined();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("To: clerk@school.example");
      expect(received[0]).toContain("Subject: You are invited to Test Valley School's website");
      expect(received[0].replace(/=\r\n/g, "").replace(/=3D/g, "=")).toMatch(
        /http:\/\/localhost\/admin\/invitation\?token=[\w-]+/,
      );
    } finally {
      smtp.close();
    }
  });
});

describe("roles", () => {
  it("keep the last owner", async () => {
    const people = await (await send("GET", "/users", owner)).json();
    const principal = people.data[0].userId;
    const demote = await send("PATCH", `/users/${principal}`, owner, { role: "editor" });
    expect(demote.status).toBe(409);
    expect((await demote.json()).error.message).toBe(
      "A school needs at least one owner. Make someone else an owner first.",
    );
    expect((await send("DELETE", `/users/${principal}`, owner)).status).toBe(409);
  });

  it("refuse what an editor or contributor may not do, with 403 JSON", async () => {
    await createStaff(t.app, t.auth, t.db, "editor@school.example", "editor");
    await createStaff(t.app, t.auth, t.db, "helper@school.example", "contributor");
    for (const email of ["editor@school.example", "helper@school.example"]) {
      const cookie = await signIn(t.app, email);
      for (const [method, path, body] of [
        ["GET", "/users", undefined],
        ["POST", "/users", { email: "x@school.example", role: "owner" }],
        ["GET", "/activity", undefined],
      ] as const) {
        const response = await send(method, path, cookie, body);
        expect(response.status, `${email} ${method} ${path}`).toBe(403);
        expect(await response.json()).toEqual({
          error: { code: "forbidden", message: "Your role does not allow this." },
        });
      }
    }
  });

  it("keep people out of schools that are not theirs", async () => {
    const response = await t.app.request("/api/admin/schools/other/users", { headers: { cookie: owner } });
    expect(response.status).toBe(404);
  });

  it("let the operator manage any school's people", async () => {
    await createStaff(t.app, t.auth, t.db, "host@platform.example", "operator");
    const operator = await signIn(t.app, "host@platform.example");
    expect((await send("GET", "/users", operator)).status).toBe(200);
    const me = await (await t.app.request("/api/admin/me", { headers: { cookie: operator } })).json();
    expect(me).toMatchObject({ operator: true, schools: [{ code: "test", role: "operator" }] });
  });
});

describe("cross-site requests", () => {
  it("are refused, even with the owner's cookie", async () => {
    const invite = { email: "evil@example.com", role: "owner" };
    const refusals: Record<string, string>[] = [
      { origin: "https://evil.example", host: "localhost" },
      { host: "localhost" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of refusals) {
      const response = await send("POST", "/users", owner, invite, headers);
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe("cross_site");
    }
    const signInElsewhere = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: "https://evil.example", host: "localhost", "content-type": "text/plain" },
      body: JSON.stringify({ email: "principal@school.example", password: "correct horse battery" }),
    });
    expect(signInElsewhere.status).toBe(403);
    expect((await (await send("GET", "/users", owner)).json()).data).toHaveLength(1);
  });

  it("pass when the browser says the request is same-origin", async () => {
    const response = await send(
      "POST",
      "/users",
      owner,
      { email: "ok@school.example", role: "editor" },
      { "sec-fetch-site": "same-origin" },
    );
    expect(response.status).toBe(201);
  });
});

describe("staff answers", () => {
  it("are never stored or indexed", async () => {
    const response = await send("GET", "/users", owner);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
  });
});

describe("the activity log", () => {
  it("lists who did what, filtered by person and kind", async () => {
    await send("POST", "/users", owner, { email: "teacher@school.example", role: "editor" });
    const all = await (await send("GET", "/activity", owner)).json();
    expect(
      all.data.map((e: { actor: string; kind: string; action: string; target: string }) => [
        e.actor,
        e.kind,
        e.action,
        e.target,
      ]),
    ).toEqual([
      ["principal@school.example", "user", "invited as editor", "teacher@school.example"],
      ["principal@school.example", "sign-in", "signed in with a password", expect.any(String)],
      ["principal@school.example", "account", "set a password", expect.any(String)],
    ]);
    expect(all.kinds).toEqual(["account", "sign-in", "user"]);
    const principal = all.people.find((p: { email: string }) => p.email === "principal@school.example").userId;
    const users = await (await send("GET", `/activity?kind=user&person=${principal}`, owner)).json();
    expect(users.data).toHaveLength(1);
    const future = await (await send("GET", "/activity?from=2100-01-01", owner)).json();
    expect(future.data).toEqual([]);
    const bad = await send("GET", "/activity?from=yesterday", owner);
    expect(bad.status).toBe(400);
  });
});
