import { describe, expect, it } from "vitest";
import { canonicalUrl, documentHead, firstPhoto } from "./share.server";

describe("the document's head (issue 16)", () => {
  it("keeps only the query parameters that name what a page shows, in the route's spelling", () => {
    const url = (text: string) => new URL(text, "http://any.host");
    expect(canonicalUrl("https://s.example", url("/subgallery?id=a1&utm_source=x"))).toBe(
      "https://s.example/SubGallery?id=a1",
    );
    expect(canonicalUrl("https://s.example", url("/News?year=2025&q=fee"))).toBe("https://s.example/News");
    expect(canonicalUrl("https://s.example", url("/News?id=n1&year=2025"))).toBe("https://s.example/News?id=n1");
    expect(canonicalUrl("https://s.example", url("/Search?q=fee"))).toBe("https://s.example/Search?q=fee");
    expect(canonicalUrl("https://s.example", url("/feestructure/"))).toBe("https://s.example/FeeStructure");
  });

  it("gives the requested address, the canonical one and the default share picture", () => {
    const head = documentHead(
      new Request("http://10.0.0.5:3000/about?x=1"),
      {
        publicUrl: "https://s.example",
        schoolCode: "demo",
      },
      "Sunrise",
    );
    const image = "https://s.example/api/image/demo/public/slides/slide-01.jpg?crop=1200x630";
    expect(head).toEqual({
      requested: "/about?x=1",
      origin: "https://s.example",
      canonical: "https://s.example/About",
      tags: [
        { property: "og:title", content: "General Information | Sunrise" },
        { property: "og:description", content: "General information about the school." },
        { property: "og:type", content: "website" },
        { property: "og:site_name", content: "Sunrise" },
        { tagName: "link", rel: "canonical", href: "https://s.example/About" },
        { property: "og:url", content: "https://s.example/About" },
        { property: "og:image", content: image },
        { property: "og:image:width", content: "1200" },
        { property: "og:image:height", content: "630" },
        { property: "og:image:alt", content: "Sunrise" },
        { name: "twitter:card", content: "summary_large_image" },
        { name: "twitter:image", content: image },
        {
          "script:ld+json": {
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            itemListElement: [
              { "@type": "ListItem", position: 1, name: "Home", item: "https://s.example/" },
              { "@type": "ListItem", position: 2, name: "General Information", item: "https://s.example/About" },
            ],
          },
        },
      ],
      site: [
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          href: "/news.xml",
          title: "Sunrise: Latest News (RSS)",
        },
        {
          tagName: "link",
          rel: "alternate",
          type: "application/atom+xml",
          href: "/news.atom",
          title: "Sunrise: Latest News (Atom)",
        },
      ],
    });
    // An item's own photo replaces the default.
    const album = documentHead(
      new Request("http://h/SubGallery?id=a"),
      { publicUrl: "https://s.example", schoolCode: "demo" },
      "Sunrise",
      { title: "Annual Day", photo: "p.jpg" },
    );
    expect(album.tags).toContainEqual({ property: "og:image:alt", content: "Annual Day" });
    expect(album.tags).toContainEqual({
      property: "og:image",
      content: "https://s.example/api/image/p.jpg?crop=1200x630",
    });
  });

  it("takes the first photo of an item's files", () => {
    expect(firstPhoto(["a.pdf", "b.JPG", "c.png"])).toBe("b.JPG");
    expect(firstPhoto(["a.pdf"])).toBeNull();
  });
});
