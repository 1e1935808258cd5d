import { describe, expect, it } from "vitest";
import { listActivity } from "#database/queries/activity";
import { createTestApi, type TestApi } from "#tests/api-fixture";
import { cookieOf, createStaff, sameSite, signInRequest } from "#tests/staff-fixture";

/**
 * Issue 21: behind one proxy (nginx with $proxy_add_x_forwarded_for) a client that writes its own
 * X-Forwarded-For must still be counted, logged and remembered by the address the proxy added.
 */
const proxy = "10.0.0.2";
const visitor = "203.0.113.9";
const neighbour = "203.0.113.10";
/** Through the proxy: the socket is the proxy's, and the header ends with the address the proxy saw. */
const throughProxy = { incoming: { socket: { remoteAddress: proxy } } };
const forgedFor = (client: string, i: number) => ({ "x-forwarded-for": `192.0.2.${i}, ${client}` });

describe.each(["1", "true"])("TRUST_PROXY=%s, a client forging X-Forwarded-For", (trustProxy) => {
  const api = () => createTestApi({ TRUST_PROXY: trustProxy });

  function signInFrom(t: TestApi, client: string, i: number, email: string, password: string) {
    return t.app.request("/api/auth/sign-in/email", signInRequest(email, password, forgedFor(client, i)), throughProxy);
  }

  it("gets 429 after 10 wrong sign-ins, and its neighbour behind the same proxy does not", async () => {
    const t = await api();
    await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      statuses.push((await signInFrom(t, visitor, i, `person${i}@school.example`, "wrong password!")).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    expect((await signInFrom(t, neighbour, 99, "clerk@school.example", "correct horse battery")).status).toBe(200);
  });

  it("is logged, and its session remembered, under the address the proxy added", async () => {
    const t = await api();
    await createStaff(t.app, t.auth, t.db, "clerk@school.example", "editor");
    await signInFrom(t, visitor, 1, "clerk@school.example", "wrong password!");
    const signedIn = await signInFrom(t, visitor, 2, "clerk@school.example", "correct horse battery");
    expect(signedIn.status).toBe(200);
    const log = await listActivity(t.db, "test", { kind: "sign-in", limit: 10 });
    expect(log.map((entry) => [entry.action, entry.address])).toEqual([
      ["signed in with a password", visitor],
      ["failed to sign in", visitor],
    ]);
    // better-auth records the session's address from the header the server hands it (server/auth/auth-routes.ts).
    const sessions = await t.app.request(
      "/api/auth/list-sessions",
      { headers: { ...sameSite, cookie: cookieOf(signedIn), ...forgedFor(visitor, 3) } },
      throughProxy,
    );
    expect((await sessions.json()).map((session: { ipAddress: string }) => session.ipAddress)).toEqual([visitor]);
  });

  it("gets 429 after 10 failed certificate look-ups, and its neighbour does not", async () => {
    const t = await api();
    const lookUp = (client: string, i: number) =>
      t.app.request(
        "/api/tc/test",
        {
          method: "POST",
          headers: { "content-type": "application/json", ...forgedFor(client, i) },
          body: JSON.stringify({ admission: `WRONG-${i}`, name: "Nobody" }),
        },
        throughProxy,
      );
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await lookUp(visitor, i)).status);
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(3).fill(429)]);
    expect((await lookUp(neighbour, 99)).status).toBe(200);
  });
});
