import { describe, expect, it } from "vitest";
import type { ProfileRecord } from "#domain/api-records";
import { canonicalUrl, metaFor, pageMeta, schoolNameFromMatches } from "./page-meta";
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

describe("canonical URLs and share previews (issue 16)", () => {
  const root = {
    id: "root",
    loaderData: {
      profile: { name: "Sunrise" } as ProfileRecord,
      schoolCode: "demo",
      publicUrl: "https://school.example",
      timeZone: "Asia/Kolkata",
    },
  };
  const find = (tags: ReturnType<ReturnType<typeof metaFor>>, key: string) =>
    tags.find((tag) => "property" in tag && tag.property === key) ??
    tags.find((tag) => "name" in tag && tag.name === key);

  it("keeps only the query parameters that name what a page shows, in the route's spelling", () => {
    const location = { pathname: "/subgallery", search: "?id=a1&utm_source=x" };
    expect(canonicalUrl("https://s.example", location, ["id"])).toBe("https://s.example/SubGallery?id=a1");
    expect(canonicalUrl("https://s.example", { pathname: "/News", search: "?year=2025&q=fee" })).toBe(
      "https://s.example/News",
    );
  });

  it("gives every page a canonical link, Open Graph and Twitter tags, and a breadcrumb on inner pages", () => {
    const tags = metaFor(infoPages.about)({ matches: [root], location: { pathname: "/about", search: "?x=1" } });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://school.example/About" });
    expect(find(tags, "og:url")).toEqual({ property: "og:url", content: "https://school.example/About" });
    expect(find(tags, "og:image")).toEqual({
      property: "og:image",
      content: "https://school.example/api/image/demo/public/slides/slide-01.jpg?crop=1200x630",
    });
    expect(find(tags, "twitter:card")).toEqual({ name: "twitter:card", content: "summary_large_image" });
    const jsonLd = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []));
    expect(jsonLd).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: "https://school.example/" },
          { "@type": "ListItem", position: 2, name: "General Information", item: "https://school.example/About" },
        ],
      },
    ]);
  });

  it("shows an item's own title and photo in the share preview, the page's title in the browser", () => {
    const meta = metaFor(infoPages.about, () => ({ title: "Annual Day", keep: ["id"], photo: "abc.jpg" }));
    const tags = meta({ matches: [root], location: { pathname: "/SubGallery", search: "?id=a1" } });
    expect(tags[0]).toEqual({ title: "General Information | Sunrise" });
    expect(find(tags, "og:title")).toEqual({ property: "og:title", content: "Annual Day | Sunrise" });
    expect(find(tags, "og:image")).toEqual({
      property: "og:image",
      content: "https://school.example/api/image/abc.jpg?crop=1200x630",
    });
    expect(find(tags, "og:url")).toEqual({ property: "og:url", content: "https://school.example/SubGallery?id=a1" });
  });

  it("puts no breadcrumb on Home", () => {
    const tags = metaFor(homePage)({ matches: [root], location: { pathname: "/", search: "" } });
    expect(tags.some((tag) => "script:ld+json" in tag)).toBe(false);
  });
});
