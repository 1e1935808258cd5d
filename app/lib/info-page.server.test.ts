import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { siteContext } from "#app/load-context";
import { pagePath } from "./api-client";
import { infoPageLoader } from "./info-page.server";

// The page's reading (404, failures, the log) is the API client's, tested in api-client.test.ts.
describe("infoPageLoader", () => {
  it("reads its own page", async () => {
    const page = { slug: "Supw", title: "SUPW", html: "<p>Work</p>" };
    const api = vi.fn(async () => Response.json(page));
    const context = new RouterContextProvider();
    const signedOut = {
      staff: async () => undefined,
      account: () => {
        throw new Error("a public page never signs in");
      },
    };
    context.set(siteContext, {
      schoolCode: "demo",
      timeZone: "Asia/Kolkata",
      publicUrl: "http://localhost",
      api,
      ...signedOut,
    });
    await expect(infoPageLoader("Supw")({ context })).resolves.toEqual(page);
    expect(api).toHaveBeenCalledWith(pagePath("demo", "Supw"));
  });
});
