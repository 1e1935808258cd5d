import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { siteContext } from "#app/load-context.ts";
import type { ParentAlerts } from "#server/operations/parent-alerts";
import type { SiteContent } from "#server/operations/site-content";
import { infoPageLoader } from "./info-page.server";

// The page's reading (not published, failures, the log) is the site content's, tested in
// server/operations/site-content.test.ts.
describe("infoPageLoader", () => {
  it("reads its own page", async () => {
    const page = { slug: "Supw", title: "SUPW", html: "<p>Work</p>" };
    const read = vi.fn(async () => page);
    const context = new RouterContextProvider();
    const signedOut = {
      staff: async () => undefined,
      account: () => {
        throw new Error("a public page never signs in");
      },
    };
    const content = { page: read } as Partial<SiteContent> as SiteContent;
    context.set(siteContext, {
      schoolCode: "demo",
      timeZone: "Asia/Kolkata",
      publicUrl: "http://localhost",
      alerts: {} as ParentAlerts,
      ...signedOut,
      content,
    });
    await expect(infoPageLoader("Supw")({ context })).resolves.toEqual(page);
    expect(read).toHaveBeenCalledExactlyOnceWith("Supw");
  });
});
