import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi } from "#tests/api-fixture";
import { checksCoverage, fuzzParameters, fuzzTimeout } from "./fuzz-runs";
import { expectNoLeak, listen, type Reply, rawGet } from "./http-probe";
import { wireText } from "./wire-text";

/**
 * Properties of every GET of the content API, over real HTTP: whatever the
 * `{school}` segment, slug or query string, the answer is 200, 400 or 404 with
 * a JSON body of the documented shape, never a 500 or a stack; and the lists,
 * the profile and the pages ignore the query string entirely.
 */

let port: number;
let close: () => Promise<void>;
beforeAll(async () => {
  const { app } = await createTestApi();
  ({ port, close } = await listen(app));
});
afterAll(async () => {
  await close?.();
});

/** Every path that ends in `{school}`; each answers a JSON array. */
const listPrefixes = [
  "gallery/All",
  "gallery/all",
  "gallery",
  "topper",
  "principalMessage",
  "highlight",
  "onlineRegistration",
  "news",
  "news/all",
  "birthdays",
  "notification",
  "events/All",
  "events/all",
  "faculty/all",
  "video/all",
  "pages",
];

/** Text for one path segment; a raw backslash is the adapter's (see image-paths.test.ts), so it is escaped here. */
const segmentText = wireText(["keep", "component", "double"]);

const school = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom("test", "nosuchschool", "TEST", "test-", "-test", "a".repeat(33)) },
  fc.stringMatching(/^[a-z0-9-]{1,40}$/),
  { weight: 3, arbitrary: segmentText },
);

const slug = fc.oneof(
  fc.constantFrom("FeeStructure", "feestructure", "About", "Mission", "Nope", "constructor", "__proto__"),
  segmentText,
);

/** Query strings: well-formed ones, keys the API reads with hostile values, and raw noise. */
const queryText = wireText(["keep", "component", "double"], true);
const query = fc.oneof(
  fc.constant(""),
  fc.webQueryParameters(),
  fc
    .array(
      fc.tuple(
        fc.constantFrom("id", "school", "w", "format", "id[]", "__proto__", "constructor", ""),
        fc.option(queryText, { nil: undefined }),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => pairs.map(([key, value]) => (value === undefined ? key : `${key}=${value}`)).join("&")),
  queryText,
);

type Route = { kind: "list" | "school" | "page" | "subGallery"; path: string };

const route: fc.Arbitrary<Route> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom(...listPrefixes), school)
      .map(([prefix, code]) => ({ kind: "list" as const, path: `/api/${prefix}/${code}` })),
  },
  school.map((code) => ({ kind: "school" as const, path: `/api/school/${code}` })),
  fc.tuple(school, slug).map(([code, name]) => ({ kind: "page" as const, path: `/api/page/${code}/${name}` })),
  fc.constant({ kind: "subGallery" as const, path: "/api/subGallery" }),
);

function expectJsonShape(reply: Reply, route: Route, context: string): void {
  expectNoLeak(reply, context);
  expect([200, 400, 404], context).toContain(reply.status);
  expect(reply.headers["content-type"], context).toMatch(/^application\/json/);
  const body = JSON.parse(reply.text);
  if (reply.status !== 200) {
    expect(Object.keys(body), context).toEqual(["error"]);
    expect(typeof body.error.code, context).toBe("string");
    expect(typeof body.error.message, context).toBe("string");
    return;
  }
  if (route.kind === "list" || route.kind === "subGallery") expect(Array.isArray(body), context).toBe(true);
  else expect(typeof body === "object" && body !== null && !Array.isArray(body), context).toBe(true);
}

describe("fuzz: GET routes with hostile {school}, slugs and query strings", () => {
  it(
    "answer 200, 400 or 404 with JSON, and lists, profile and pages ignore the query string",
    async () => {
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(route, query, async (route, search) => {
          const target = search === "" ? route.path : `${route.path}?${search}`;
          const context = JSON.stringify(target.slice(0, 300));
          const reply = await rawGet(port, target);
          statuses.add(reply.status);
          expectJsonShape(reply, route, context);
          if (route.kind !== "subGallery" && search !== "") {
            const plain = await rawGet(port, route.path);
            expect(reply.status, context).toBe(plain.status);
            expect(reply.text, context).toBe(plain.text);
          }
        }),
        fuzzParameters(10),
      );
      if (checksCoverage) expect([...statuses].sort((a, b) => a - b)).toEqual([200, 400, 404]);
    },
    fuzzTimeout(10),
  );

  it("answers the fixture school's real content through the same harness", async () => {
    const news = await rawGet(port, "/api/news/test?x=%zz");
    expect(JSON.parse(news.text).map((item: { _id: string }) => item._id)).toEqual(["n-new", "n-mid", "n-old"]);
    const album = await rawGet(port, "/api/subGallery?id=g-2026&school=test&id=other");
    expect(JSON.parse(album.text)).toHaveLength(1);
  });
});
