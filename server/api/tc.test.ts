import { describe, expect, it } from "vitest";
import { createTestApi } from "#tests/api-fixture";
import { FailureLimiter } from "./failure-limiter";

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
  it("forgets failures older than the window", () => {
    let now = 0;
    const limiter = new FailureLimiter(2, 1000, () => now);
    limiter.recordFailure("a");
    now = 500;
    limiter.recordFailure("a");
    expect(limiter.retryAfterSeconds("a")).toBe(1);
    now = 1001;
    expect(limiter.retryAfterSeconds("a")).toBe(0);
  });

  it("tells how long to wait until the oldest counted failure expires", () => {
    let now = 0;
    const limiter = new FailureLimiter(1, 15 * 60 * 1000, () => now);
    limiter.recordFailure("a");
    now = 5 * 60 * 1000;
    expect(limiter.retryAfterSeconds("a")).toBe(600);
  });

  it("forgets a withdrawn failure, so an attempt counted up front costs nothing when it matches", () => {
    const limiter = new FailureLimiter(2, 1000, () => 0);
    const first = limiter.recordFailure("a");
    limiter.recordFailure("a");
    expect(limiter.retryAfterSeconds("a")).toBe(1);
    limiter.withdrawFailure("a", first);
    expect(limiter.retryAfterSeconds("a")).toBe(0);
    limiter.recordFailure("a");
    expect(limiter.retryAfterSeconds("a")).toBe(1);
    // Withdrawing for another client, or a time never counted, changes nothing.
    limiter.withdrawFailure("b", first);
    limiter.withdrawFailure("a", 12345);
    expect(limiter.retryAfterSeconds("a")).toBe(1);
  });
});
