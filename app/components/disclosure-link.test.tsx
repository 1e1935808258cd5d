// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { SiteData } from "#app/lib/site-data.ts";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

vi.mock("./use-site-data", () => ({
  useSiteData: (): SiteData => ({ profile: null, highlights: [], schoolCode: "test", publicUrl: "", head: null }),
  usePublicImage: (path: string) => path,
}));

/**
 * CBSE circulars 03/2021 and 09/2021 (issue 25): a link labelled exactly "Mandatory Public
 * Disclosure" in the header's top bar and in the footer. Both are the layout of every public page
 * (app/root.tsx), so every page carries them; tests/e2e/disclosure.spec.ts looks on several pages.
 */
function linksIn(markup: string) {
  const page = new DOMParser().parseFromString(`<!doctype html><body>${markup}</body>`, "text/html");
  return [...page.querySelectorAll("a")].filter((link) => link.textContent === "Mandatory Public Disclosure");
}

describe("the Mandatory Public Disclosure link", () => {
  it("is first in the header, in its top bar, before the ticker and the menu", () => {
    // The header's search box is a router <Form>: it needs a data router.
    const Stub = createRoutesStub([{ path: "/", Component: SiteHeader }]);
    const markup = renderToString(<Stub initialEntries={["/"]} />);
    const links = linksIn(markup);
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute("href")).toBe("/MandatoryPublicDisclosure");
    expect(links[0].closest(".site-header__top")).not.toBeNull();
    const header = links[0].closest("header");
    expect(header?.querySelector("a")).toBe(links[0]);
  });

  it("is among the footer's links", () => {
    const markup = renderToString(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const links = linksIn(markup);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/MandatoryPublicDisclosure"]);
  });
});
