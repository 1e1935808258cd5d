import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#database/connection";
import { forSchool } from "#database/school-scope";
import type { SearchHit } from "#domain/search-hit";
import { searchBundle, searchPages } from "#tests/fixtures/search-bundle";
import { testDatabase } from "#tests/test-database";
import { replaceSchoolContent } from "./school-content";
import { ensureSearchIndexes, rebuildSearchIndex, searchSite } from "./search";

const plain = (pieces: SearchHit["title"]) => pieces.map((piece) => piece.text).join("");
const marked = (pieces: SearchHit["title"]) => pieces.filter((piece) => piece.mark).map((piece) => piece.text);
const ids = (hits: SearchHit[]) => hits.map((hit) => `${hit.kind}:${hit._id}`);

let db: Db;

beforeAll(async () => {
  db = await testDatabase();
  await replaceSchoolContent(db, "s", searchBundle, [], searchPages);
});

describe("searchSite", () => {
  it("finds the Hindi news item that contains हिन्दी दिवस when asked for हिन्दी", async () => {
    const hits = await searchSite(db, "s", "हिन्दी");
    expect(ids(hits)).toContain("news:n-hindi-diwas");
    const news = hits.find((hit) => hit._id === "n-hindi-diwas");
    expect(plain(news?.title ?? [])).toBe("हिन्दी दिवस समारोह");
    // The whole word is marked, vowel signs and virama included (the default tokenizer marks only हिन्द).
    expect(marked(news?.title ?? [])).toEqual(["हिन्दी"]);
    expect(marked(news?.snippet ?? [])).toEqual(["हिन्दी"]);
    // The event and the teacher whose texts say हिन्दी are found too.
    expect(ids(hits)).toEqual(expect.arrayContaining(["event:e-hindi", "faculty:f-hindi"]));
  });

  it("normalises text and query to NFC: ज़ written as one character or as ज and a nukta is one letter", async () => {
    expect(ids(await searchSite(db, "s", "\u091c\u093cरूरी"))).toEqual(["news:n-hindi-diwas"]);
    expect(ids(await searchSite(db, "s", "\u095bरूरी"))).toEqual(["news:n-hindi-diwas"]);
  });

  it("ranks a title match above a body match", async () => {
    const hits = await searchSite(db, "s", "fee");
    const order = ids(hits);
    expect(order).toContain("news:n-fee-body");
    expect(order.indexOf("news:n-fee-title")).toBeLessThan(order.indexOf("news:n-fee-body"));
    expect(order.indexOf("page:FeeStructure")).toBeLessThan(order.indexOf("news:n-fee-body"));
  });

  it("answers a snippet around the match with the matched words marked", async () => {
    const [hit] = (await searchSite(db, "s", "saturday")).filter((found) => found._id === "n-fee-body");
    expect(marked(hit.snippet)).toEqual(["Saturday"]);
    expect(plain(hit.snippet)).toContain("stays open on Saturday for parents");
    expect(hit.date).toBe("2026-07-05");
  });

  it("finds parts of words through the trigram index", async () => {
    const hits = await searchSite(db, "s", "exhibit");
    expect(ids(hits)).toEqual(["event:e-science"]);
    expect(marked(hits[0].title)).toEqual(["Exhibit"]);
  });

  it("matches a query under three characters as a substring", async () => {
    const hits = await searchSite(db, "s", "2-");
    expect(ids(hits)).toEqual(["news:n-sports"]);
    expect(marked(hits[0].snippet)).toEqual(["2-"]);
  });

  it("searches albums, videos, information pages, faculty and the help page", async () => {
    expect(ids(await searchSite(db, "s", "annual day"))).toEqual(
      expect.arrayContaining(["album:g-annual", "video:v-annual"]),
    );
    expect(ids(await searchSite(db, "s", "uniform"))).toEqual(["page:GeneralRules"]);
    expect(ids(await searchSite(db, "s", "mathematics"))).toEqual(["faculty:f-math"]);
    expect(ids(await searchSite(db, "s", "captcha"))).toEqual(["help:Pphelp"]);
  });

  it("finds nothing for words no text has, for an empty query, and for another school", async () => {
    expect(await searchSite(db, "s", "xylophone")).toEqual([]);
    expect(await searchSite(db, "s", "   ")).toEqual([]);
    expect(await searchSite(db, "other", "fee")).toEqual([]);
  });

  it("takes FTS5 syntax in a query as words", async () => {
    expect(ids(await searchSite(db, "s", 'fee" OR NEAR(x'))).toEqual([]);
    expect(ids(await searchSite(db, "s", "fee*"))).toContain("news:n-fee-title");
  });
});

describe("the index", () => {
  it("follows an import: replaced content is found, removed content is not", async () => {
    const own = await testDatabase();
    await replaceSchoolContent(own, "s", searchBundle, [], searchPages);
    expect(ids(await searchSite(own, "s", "football"))).toEqual(["news:n-sports"]);
    const changed = { ...searchBundle, news: [{ ...searchBundle.news[3], title: "Cricket final", description: "" }] };
    await replaceSchoolContent(own, "s", changed, [], searchPages);
    expect(await searchSite(own, "s", "football")).toEqual([]);
    expect(ids(await searchSite(own, "s", "cricket"))).toEqual(["news:n-sports"]);
  });

  it("is built at start for a school that has none (a database from before the index)", async () => {
    const own = await testDatabase();
    await replaceSchoolContent(own, "s", searchBundle, [], searchPages);
    await forSchool(own, "s").deleteFrom("search_document").execute();
    await forSchool(own, "s").deleteFrom("search_index").execute();
    expect(await searchSite(own, "s", "football")).toEqual([]);
    expect(await ensureSearchIndexes(own)).toEqual(["s"]);
    expect(ids(await searchSite(own, "s", "football"))).toEqual(["news:n-sports"]);
    expect(await ensureSearchIndexes(own)).toEqual([]);
    expect(await rebuildSearchIndex(own, "s")).toBeGreaterThan(10);
  });
});
