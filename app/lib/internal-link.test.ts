import { describe, expect, it } from "vitest";
import { fileUrl } from "./api-client";
import { type LinkClick, siteRouteOf } from "./internal-link";

const plain: LinkClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

function anchor(attributes: Record<string, string>) {
  return {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  };
}

describe("siteRouteOf", () => {
  it.each(["/FeeStructure", "/Tc", "/SubGallery?id=x", "/About#houses"])("routes %s", (href) => {
    expect(siteRouteOf(anchor({ href }), plain)).toBe(href);
  });

  it.each([
    "https://example.in/",
    "//evil.example/",
    "mailto:a@b.in",
    "tel:+915452123456",
    "#top",
    "Tc",
    fileUrl("docs/a.pdf"),
    "/API/image/x.jpg",
    "/api",
  ])("leaves %s to the browser", (href) => {
    expect(siteRouteOf(anchor({ href }), plain)).toBeUndefined();
  });

  it("leaves downloads, other targets and links without href to the browser", () => {
    expect(siteRouteOf(anchor({ href: "/Tc", download: "" }), plain)).toBeUndefined();
    expect(siteRouteOf(anchor({ href: "/Tc", target: "_blank" }), plain)).toBeUndefined();
    expect(siteRouteOf(anchor({ href: "/Tc", target: "_self" }), plain)).toBe("/Tc");
    expect(siteRouteOf(anchor({}), plain)).toBeUndefined();
  });

  it.each<Partial<LinkClick>>([
    { button: 1 },
    { metaKey: true },
    { ctrlKey: true },
    { shiftKey: true },
    { altKey: true },
    { defaultPrevented: true },
  ])("leaves %j clicks (new tab, new window, ...) to the browser", (change) => {
    expect(siteRouteOf(anchor({ href: "/Tc" }), { ...plain, ...change })).toBeUndefined();
  });
});
