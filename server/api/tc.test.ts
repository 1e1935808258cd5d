import { describe, expect, it } from "vitest";
import { type Admission, FailureLimiter } from "#server/operations/failure-limiter";
import { createTestApi } from "#tests/api-fixture";
import { testDatabase } from "#tests/test-database";

function post(app: Awaited<ReturnType<typeof createTestApi>>["app"], body: unknown, school = "test", ip = "10.0.0.1") {
  const env = { incoming: { socket: { remoteAddress: ip } } };
  return app.request(
    `/api/tc/${school}`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    env,
  );
}

const storedPath = `tc/${"e".repeat(32)}.pdf`;

describe("POST /api/tc/{school}", () => {
  it("answers the certificate path for a matching number and name", async () => {
    const { app } = await createTestApi();
    const response = await post(app, { admission: "SVPS/2019/0147", name: "Aarav  Sharma" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: storedPath });
  });

  it.each([
    ["number trimmed and in another case", { admission: "  svps/2019/0147 ", name: "Aarav Sharma" }],
    ["name in another case with runs of spaces", { admission: "SVPS/2019/0147", name: "  aarav    SHARMA " }],
  ])("matches with the %s", async (_label, body) => {
    const { app } = await createTestApi();
    expect(await (await post(app, body)).json()).toEqual({ data: storedPath });
  });

  it("gives the same answer, byte for byte, for a wrong number and a wrong name", async () => {
    const { app } = await createTestApi();
    const wrongNumber = await post(app, { admission: "SVPS/2019/0148", name: "Aarav Sharma" });
    const wrongName = await post(app, { admission: "SVPS/2019/0147", name: "Aarav Sharm" });
    const unknownSchool = await post(app, { admission: "SVPS/2019/0147", name: "Aarav Sharma" }, "other");
    const texts = await Promise.all([wrongNumber.text(), wrongName.text(), unknownSchool.text()]);
    expect(new Set([wrongNumber.status, wrongName.status, unknownSchool.status])).toEqual(new Set([200]));
    expect(texts).toEqual(['{"data":null}', '{"data":null}', '{"data":null}']);
    expect(wrongNumber.headers.get("content-type")).toBe(wrongName.headers.get("content-type"));
  });

  it("does not match a number that only contains the real one", async () => {
    const { app } = await createTestApi();
    expect(await (await post(app, { admission: "SVPS/2019/01470", name: "Aarav Sharma" })).json()).toEqual({
      data: null,
    });
  });

  it.each([
    ["not JSON", "{admission:"],
    ["an array", "[]"],
    ["a missing name", { admission: "SVPS/2019/0147" }],
    ["a missing number", { name: "Aarav Sharma" }],
    ["a blank name", { admission: "SVPS/2019/0147", name: "   " }],
    ["a number that is not a string", { admission: 147, name: "Aarav Sharma" }],
    ["null", "null"],
  ])("answers 400 with a clear message for %s", async (_label, body) => {
    const { app } = await createTestApi();
    const response = await post(app, body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.error.code).toBe("bad_request");
    expect(answer.error.message).toContain('"admission"');
  });

  it("refuses a body over 4 KB", async () => {
    const { app } = await createTestApi();
    const response = await post(app, { admission: "x", name: "y".repeat(5000) });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");
  });

  it("answers 429 with Retry-After after 10 failed look-ups from one address, and not for another address", async () => {
    const { app } = await createTestApi();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await post(app, { admission: `WRONG-${attempt}`, name: "Nobody" });
      expect(response.status).toBe(200);
    }
    const limited = await post(app, { admission: "SVPS/2019/0147", name: "Aarav Sharma" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    expect((await limited.json()).error.message).toMatch(/try again in \d+ minute/);

    const elsewhere = await post(app, { admission: "SVPS/2019/0147", name: "Aarav Sharma" }, "test", "10.0.0.2");
    expect(await elsewhere.json()).toEqual({ data: storedPath });
  });

  it("does not count successful look-ups", async () => {
    const { app } = await createTestApi();
    for (let attempt = 0; attempt < 15; attempt++) {
      const response = await post(app, { admission: "SVPS/2019/0147", name: "Aarav Sharma" });
      expect(response.status).toBe(200);
    }
  });
});

describe("FailureLimiter", () => {
  async function limiterAt(maxFailures: number, windowMs: number) {
    const clock = { now: 0 };
    const db = await testDatabase();
    return { clock, limiter: new FailureLimiter(db, { maxFailures, windowMs }, () => clock.now) };
  }
  const waitOf = (admission: Admission) => ("retryAfterSeconds" in admission ? admission.retryAfterSeconds : 0);

  it("forgets failures older than the window", async () => {
    const { clock, limiter } = await limiterAt(2, 1000);
    await limiter.admit("s", "a");
    clock.now = 500;
    await limiter.admit("s", "a");
    expect(waitOf(await limiter.admit("s", "a"))).toBe(1);
    clock.now = 1001;
    expect(waitOf(await limiter.admit("s", "a"))).toBe(0);
  });

  it("tells how long to wait until the oldest counted failure expires", async () => {
    const { clock, limiter } = await limiterAt(1, 15 * 60 * 1000);
    await limiter.admit("s", "a");
    clock.now = 5 * 60 * 1000;
    expect(waitOf(await limiter.admit("s", "a"))).toBe(600);
  });

  it("forgets a withdrawn failure, so an attempt counted up front costs nothing when it matches", async () => {
    const { limiter } = await limiterAt(2, 1000);
    const first = await limiter.admit("s", "a");
    await limiter.admit("s", "a");
    expect(waitOf(await limiter.admit("s", "a"))).toBe(1);
    if (!("attempt" in first)) throw new Error("the first attempt was refused");
    await limiter.withdraw("s", "a", first.attempt);
    const third = await limiter.admit("s", "a");
    expect(waitOf(third)).toBe(0);
    expect(waitOf(await limiter.admit("s", "a"))).toBe(1);
    // Withdrawing for another client, another school, or a time never counted, changes nothing.
    await limiter.withdraw("s", "b", first.attempt);
    await limiter.withdraw("t", "a", first.attempt);
    await limiter.withdraw("s", "a", 12345);
    expect(waitOf(await limiter.admit("s", "a"))).toBe(1);
  });

  it("counts each school apart", async () => {
    const { limiter } = await limiterAt(1, 1000);
    await limiter.admit("s", "a");
    expect(waitOf(await limiter.admit("s", "a"))).toBe(1);
    expect(waitOf(await limiter.admit("t", "a"))).toBe(0);
  });
});
