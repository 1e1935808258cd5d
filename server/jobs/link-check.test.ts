import { describe, expect, it } from "vitest";
import { listBrokenLinks } from "#database/queries/link-checks";
import { replaceSchoolContent } from "#database/queries/school-content";
import { bundleSchema } from "#domain/content-schema";
import { fixtureBundle } from "#tests/api-fixture";
import { fixtureDisclosure } from "#tests/fixtures/disclosure";
import { testDatabase } from "#tests/test-database";
import { checkLink, runLinkChecks } from "./link-check";

/** The daily check of the disclosure's external links (issue 25), with a stand-in for the web. */
const answer = (status: number) => new Response(status === 204 ? null : "", { status });

/** A fetch that never answers until its signal gives up, as a dead server does. */
const silent = (_url: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
  });

describe("checkLink", () => {
  it("counts any answer below 400 as alive", async () => {
    expect(await checkLink("https://a.example/", async () => answer(200), 1000)).toEqual({ ok: true, problem: null });
    expect(await checkLink("https://a.example/", async () => answer(404), 1000)).toEqual({
      ok: false,
      problem: "answered 404",
    });
  });

  it("asks again with GET when a server refuses HEAD", async () => {
    const methods: string[] = [];
    const result = await checkLink(
      "https://a.example/",
      async (_url, init) => {
        methods.push(String(init.method));
        return answer(init.method === "HEAD" ? 405 : 200);
      },
      1000,
    );
    expect(methods).toEqual(["HEAD", "GET"]);
    expect(result.ok).toBe(true);
  });

  it("gives up after its time limit", async () => {
    const started = Date.now();
    expect(await checkLink("https://slow.example/", silent, 200)).toEqual({ ok: false, problem: "no answer in 0.2 s" });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("says a link that cannot be reached is broken", async () => {
    const result = await checkLink(
      "https://nowhere.example/",
      async () => {
        throw new TypeError("fetch failed");
      },
      1000,
    );
    expect(result).toEqual({ ok: false, problem: "could not be reached" });
  });
});

describe("runLinkChecks", () => {
  it("checks every school's disclosure links, a few at a time, and stores what is broken", async () => {
    const db = await testDatabase();
    const schools = ["one", "two", "three", "four", "five"];
    for (const [index, code] of schools.entries()) {
      const disclosure = { ...fixtureDisclosure(), inspectionVideoUrl: `https://video.example/${index}` };
      await replaceSchoolContent(db, code, bundleSchema.parse({ ...fixtureBundle, disclosure }), [], []);
    }
    await replaceSchoolContent(db, "none", bundleSchema.parse(fixtureBundle), [], []);
    let inFlight = 0;
    let most = 0;
    const run = await runLinkChecks({
      db,
      now: () => new Date("2026-11-21T00:00:00Z"),
      timeoutMs: 1000,
      concurrency: 2,
      fetch: async (url) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight--;
        return answer(url.endsWith("/3") ? 404 : 200);
      },
    });
    expect(run).toEqual({ schools: 6, links: 5, broken: 1 });
    expect(most).toBe(2);
    expect(await listBrokenLinks(db, "four")).toEqual([{ url: "https://video.example/3", problem: "answered 404" }]);
    expect(await listBrokenLinks(db, "one")).toEqual([]);
    await db.destroy();
  });
});
