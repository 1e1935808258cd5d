import { describe, expect, it, vi } from "vitest";
import { pagePath } from "./api-client";
import { infoPageLoader } from "./info-page.server";

// The page's reading (404, failures, the log) is the API client's, tested in api-client.test.ts.
describe("infoPageLoader", () => {
  it("reads its own page", async () => {
    const page = { slug: "Supw", title: "SUPW", html: "<p>Work</p>" };
    const context = { schoolCode: "demo", api: vi.fn(async () => Response.json(page)) };
    await expect(infoPageLoader("Supw")({ context })).resolves.toEqual(page);
    expect(context.api).toHaveBeenCalledWith(pagePath("demo", "Supw"));
  });
});
