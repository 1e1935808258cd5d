import { describe, expect, it } from "vitest";
import { sitePaths } from "#domain/site-routes";
import { pageTexts } from "./page-names.server";

describe("pageNames", () => {
  it("names every page of the site", () => {
    for (const path of sitePaths) expect(pageTexts[path].name, path).toMatch(/\S/);
    expect(pageTexts["/Events"].name).toBe("Upcoming Events");
  });
});
