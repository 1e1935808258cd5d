import { describe, expect, it } from "vitest";
import type { ProfileRecord } from "#domain/api-records";
import { metaFor, pageMeta, schoolNameFromMatches } from "./page-meta";
import { documentHead } from "./share.server";
import { homePage } from "./strings/home-page";
import { infoPages } from "./strings/info";

describe("pageMeta", () => {
  it("titles the page '<Page name> | <School name>' with its description", () => {
    expect(pageMeta(infoPages.about, "Sunrise Public School")).toEqual([
      { title: "General Information | Sunrise Public School" },
      { name: "description", content: infoPages.about.description },
    ]);
  });

  it("adds the Open Graph tags the server made for the page (app/lib/share.server.ts)", () => {
    const head = documentHead(
      new Request("http://localhost/About"),
      { publicUrl: "https://s.example", schoolCode: "demo" },
      "Sunrise Public School",
    );
    expect(pageMeta(infoPages.about, "Sunrise Public School", head).slice(2, 6)).toEqual([
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
  const image = "https://school.example/api/image/demo/public/slides/slide-01.jpg?crop=1200x630";
  const head = documentHead(
    new Request("http://localhost/about?x=1"),
    {
      publicUrl: "https://school.example",
      schoolCode: "demo",
    },
    "Sunrise",
  );
  const root = { id: "root", loaderData: { profile: { name: "Sunrise" } as ProfileRecord, head } };
  const find = (tags: ReturnType<ReturnType<typeof metaFor>>, key: string) =>
    tags.find((tag) => "property" in tag && tag.property === key) ??
    tags.find((tag) => "name" in tag && tag.name === key);

  it("places the server's canonical link, Open Graph and Twitter tags, and a breadcrumb on inner pages", () => {
    const tags = metaFor(infoPages.about)({ matches: [root], location: { pathname: "/about", search: "?x=1" } });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://school.example/About" });
    expect(find(tags, "og:url")).toEqual({ property: "og:url", content: "https://school.example/About" });
    expect(find(tags, "og:image")).toEqual({ property: "og:image", content: image });
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

  it("after a client-side navigation (another address than the root's head) sets only the basic tags and the feeds", () => {
    const tags = metaFor(infoPages.about)({ matches: [root], location: { pathname: "/Mission", search: "" } });
    expect(tags).toHaveLength(4);
    expect(tags.slice(2)).toEqual(head.site);
  });

  it("shows an item's own title and photo in the share preview, the page's title in the browser", () => {
    const share = {
      title: "Annual Day",
      head: documentHead(
        new Request("http://localhost/about?x=1"),
        { publicUrl: "https://school.example", schoolCode: "demo" },
        "Sunrise",
        { title: "Annual Day", photo: "abc.jpg" },
        [{ x: 1 }],
      ),
    };
    const tags = metaFor(infoPages.about)({
      matches: [root],
      location: { pathname: "/about", search: "?x=1" },
      loaderData: { share },
    });
    expect(tags[0]).toEqual({ title: "General Information | Sunrise" });
    expect(find(tags, "og:title")).toEqual({ property: "og:title", content: "Annual Day | Sunrise" });
    expect(find(tags, "og:image")).toEqual({
      property: "og:image",
      content: "https://school.example/api/image/abc.jpg?crop=1200x630",
    });
    expect(tags).toContainEqual({ "script:ld+json": { x: 1 } });
  });

  it("puts no breadcrumb on Home", () => {
    const home = documentHead(
      new Request("http://localhost/"),
      {
        publicUrl: "https://school.example",
        schoolCode: "demo",
      },
      "Sunrise",
    );
    const tags = metaFor(homePage)({
      matches: [{ id: "root", loaderData: { profile: null, head: home } }],
      location: { pathname: "/", search: "" },
    });
    expect(find(tags, "og:url")).toEqual({ property: "og:url", content: "https://school.example/" });
    expect(tags.some((tag) => "script:ld+json" in tag)).toBe(false);
  });
});
