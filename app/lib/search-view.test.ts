import { describe, expect, it } from "vitest";
import type { SearchHit } from "#domain/search-hit";
import { groupHits, hitPath } from "./search-view";

const hit = (kind: SearchHit["kind"], id: string, date: string | null = null): SearchHit => ({
  kind,
  _id: id,
  title: [{ text: id, mark: false }],
  snippet: [],
  date,
});

describe("groupHits", () => {
  it("groups by kind in the order of each kind's best hit, keeping the hits' order", () => {
    const groups = groupHits([
      hit("page", "FeeStructure"),
      hit("news", "n1"),
      hit("page", "SchoolFee"),
      hit("news", "n2"),
    ]);
    expect(groups.map((group) => [group.kind, group.hits.map((found) => found._id)])).toEqual([
      ["page", ["FeeStructure", "SchoolFee"]],
      ["news", ["n1", "n2"]],
    ]);
    expect(groupHits([])).toEqual([]);
  });
});

describe("hitPath", () => {
  it.each([
    [hit("news", "n 1"), "/News?id=n%201"],
    [hit("event", "e1"), "/Events?id=e1"],
    [hit("album", "g1"), "/SubGallery?id=g1"],
    [hit("video", "v1", "2025-06-01"), "/VideoGallery?year=2025"],
    [hit("page", "FeeStructure"), "/FeeStructure"],
    [hit("faculty", "f1"), "/Faculty"],
    [hit("help", "Pphelp"), "/Pphelp"],
  ])("links %o to %s", (found, path) => {
    expect(hitPath(found)).toBe(path);
  });
});
