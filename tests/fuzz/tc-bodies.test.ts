import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "#tests/api-fixture";
import { checksCoverage, fuzzParameters, fuzzTimeout } from "./fuzz-runs";
import { expectNoLeak } from "./http-probe";
import { hostileText } from "./wire-text";

/**
 * Property: whatever body is POSTed to `/api/tc/{school}`, the answer is one
 * of the documented ones (decision 0006): 200 with `{"data":null}` or a
 * certificate path, 400 or 413 with the JSON error shape, or 429 — never a
 * 500, never a stack.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});

/** Mostly a new client address per request, so the limiter lets most through; some share one to reach 429. */
let nextClient = 0;
const clientAddress = fc
  .oneof(fc.constant("unique"), fc.constant("10.9.9.9"))
  .map((kind) =>
    kind === "unique" ? `10.${(nextClient >> 16) & 255}.${(nextClient >> 8) & 255}.${nextClient++ & 255}` : kind,
  );

const realAdmission = fc.constantFrom("SVPS/2019/0147", " svps/2019/0147 ", "SVPS/2019/0148");
const realName = fc.constantFrom("Aarav Sharma", "  aarav   SHARMA ", "Aarav Sharm");

/** A field that is nearly right, or anything at all. */
const field = (real: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 3, arbitrary: real },
    { weight: 3, arbitrary: hostileText },
    fc.string({ minLength: 90, maxLength: 5000 }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom("", " ", "\u0000", "\u200b", "\ud800", "null", "[]"),
  );

/** Near-valid objects: the two fields (or not), extra keys, prototype-looking keys. */
const nearValid = fc
  .record(
    {
      admission: field(realAdmission),
      name: field(realName),
      extra: fc.dictionary(
        fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "admission ")),
        fc.jsonValue({ maxDepth: 2 }),
        { maxKeys: 4 },
      ),
    },
    { requiredKeys: [] },
  )
  .map(({ extra, ...fields }) => JSON.stringify({ ...extra, ...fields }));

const deepNesting = fc
  .tuple(fc.integer({ min: 1, max: 3000 }), fc.constantFrom(["[", "]"], ['{"a":', "}"]))
  .map(([depth, [open, close]]) => `${open.repeat(depth)}1${close.repeat(depth)}`);

const body = fc.oneof(
  { weight: 4, arbitrary: nearValid },
  fc.json({ maxDepth: 4 }),
  hostileText,
  deepNesting,
  fc.constantFrom("", "{", '{"admission":', '{"__proto__":{"admission":"SVPS/2019/0147","name":"Aarav Sharma"}}'),
  fc.uint8Array({ maxLength: 300 }),
  fc.string({ minLength: 4000, maxLength: 9000 }),
);

const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  undefined,
);

const school = fc.oneof(
  { weight: 4, arbitrary: fc.constant("test") },
  fc.constantFrom("other", "TEST", "..", "%2e%2e", "a".repeat(40)),
  hostileText.map(encodeURIComponentSafely),
);

/** encodeURIComponent throws on a lone surrogate; a client would have sent U+FFFD, as Buffer does. */
function encodeURIComponentSafely(text: string): string {
  return encodeURIComponent(Buffer.from(text, "utf8").toString("utf8"));
}

/** What the URL parser leaves of `/api/tc/{code}`: is it still one non-empty segment below /api/tc/? */
function namesTheRoute(code: string): boolean {
  return /^\/api\/tc\/[^/]+$/.test(new URL(`http://localhost/api/tc/${code}`).pathname);
}

const certificatePath = /^\{"data":(null|"tc\/[0-9a-f]{32}\.(pdf|jpg|jpeg|png)")\}$/;
const errorCodes: Record<number, string> = { 400: "bad_request", 413: "payload_too_large", 429: "too_many_attempts" };

describe("fuzz: POST /api/tc/{school}", () => {
  it(
    "answers only 200 with data, or 400, 413 or 429 with the JSON error shape",
    async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(body, contentType, school, clientAddress, async (payload, type, code, ip) => {
          const headers: Record<string, string> = type ? { "content-type": type } : {};
          const response = await api.app.request(
            `/api/tc/${code}`,
            { method: "POST", headers, body: payload },
            { incoming: { socket: { remoteAddress: ip } } },
          );
          const text = await response.text();
          const context = `${response.status} ${text.slice(0, 200)}`;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expectNoLeak({ status: response.status, text }, context);
          expect(response.headers.get("content-type"), context).toMatch(/^application\/json/);
          if (!namesTheRoute(code)) {
            // `..`, `%2e%2e` or an empty school: the URL no longer names this route, only the body limit
            // in front of /api/tc/* may still answer (413) before the JSON 404.
            expect([404, 413], context).toContain(response.status);
            return;
          }
          if (response.status === 200) {
            expect(text, context).toMatch(certificatePath);
            return;
          }
          expect(Object.keys(errorCodes), context).toContain(String(response.status));
          const answer = JSON.parse(text);
          expect(Object.keys(answer), context).toEqual(["error"]);
          expect(answer.error.code, context).toBe(errorCodes[response.status]);
          expect(typeof answer.error.message, context).toBe("string");
          if (response.status === 429) expect(Number(response.headers.get("retry-after")), context).toBeGreaterThan(0);
        }),
        fuzzParameters(10),
      );
      // Reaching 429 takes ten misses of one client at one school, which the random cases reach only
      // by chance: a client that keeps missing always does, and its 429 has the same shape.
      let last: Response | undefined;
      for (let attempt = 0; attempt < 11; attempt++) {
        last = await api.app.request(
          "/api/tc/test",
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: '{"admission":"X/1","name":"Nobody"}',
          },
          { incoming: { socket: { remoteAddress: "10.8.8.8" } } },
        );
        statuses.set(last.status, (statuses.get(last.status) ?? 0) + 1);
      }
      if (!last) throw new Error("no attempt was sent");
      expect(last.status).toBe(429);
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await last.json()).error.code).toBe("too_many_attempts");
      // Every kind of answer was reached, so the property says something about each.
      if (!checksCoverage) return;
      for (const status of [200, 400, 413, 429])
        expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
    },
    fuzzTimeout(10),
  );
});
