import { describe, expect, it } from "vitest";
import { metaFor, pageMeta, schoolNameFromMatches } from "./page-meta";
import { homePage } from "./strings/home-page";
import { infoPages } from "./strings/info";

describe("pageMeta", () => {
  it("titles the page '<Page name> | <School name>' with description and Open Graph tags", () => {
    expect(pageMeta(infoPages.about, "Sunrise Public School")).toEqual([
      { title: "General Information | Sunrise Public School" },
      { name: "description", content: infoPages.about.description },
      { property: "og:title", content: "General Information | Sunrise Public School" },
      { property: "og:description", content: infoPages.about.description },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Sunrise Public School" },
    ]);
  });
});

describe("schoolNameFromMatches", () => {
  it("reads the profile from the root match", () => {
    const matches = [
      { id: "root", loaderData: { profile: { name: "Sunrise Public School" } } },
      { id: "routes/about" },
    ];
    expect(schoolNameFromMatches(matches)).toBe("Sunrise Public School");
  });

  it("falls back to a neutral name without a profile or root data", () => {
    expect(schoolNameFromMatches([{ id: "root", loaderData: { profile: null } }])).toBe("Our School");
    expect(schoolNameFromMatches([undefined])).toBe("Our School");
  });

  it("metaFor builds the route export", () => {
    const meta = metaFor(homePage)({ matches: [{ id: "root", loaderData: { profile: { name: "X" } } }] });
    expect(meta[0]).toEqual({ title: "Home | X" });
  });
});
