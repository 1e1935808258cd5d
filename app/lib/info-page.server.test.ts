import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchPage, infoPageLoader } from "./info-page.server";

function context(answer: Response | Error) {
  return {
    schoolCode: "demo",
    api: vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  };
}

const page = { slug: "Motto", title: "Motto", html: "<p>Light</p>" };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("fetchPage", () => {
  it("answers the page the API sends", async () => {
    const ctx = context(Response.json(page));
    await expect(fetchPage(ctx, "Motto")).resolves.toEqual(page);
    expect(ctx.api).toHaveBeenCalledWith("/api/page/demo/Motto");
  });

  it("answers null without logging when the page is not published (404)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const notFound = Response.json({ error: { code: "not_found" } }, { status: 404 });
    await expect(fetchPage(context(notFound), "Motto")).resolves.toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ["a failed status", new Response("boom", { status: 500 })],
    ["a body without html", Response.json({ slug: "Motto" })],
    ["a body that is not JSON", new Response("<html>")],
    ["a thrown error", new Error("socket closed")],
  ])("logs 'Error fetching page data:' and answers null on %s", async (_case, answer) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(fetchPage(context(answer), "Motto")).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe("Error fetching page data:");
  });

  it("encodes the school code", async () => {
    const ctx = { ...context(Response.json(page)), schoolCode: "a b" };
    await fetchPage(ctx, "FeeStructure");
    expect(ctx.api).toHaveBeenCalledWith("/api/page/a%20b/FeeStructure");
  });
});

describe("infoPageLoader", () => {
  it("reads its own page", async () => {
    const ctx = context(Response.json(page));
    await expect(infoPageLoader("Supw")({ context: ctx })).resolves.toEqual(page);
    expect(ctx.api).toHaveBeenCalledWith("/api/page/demo/Supw");
  });
});
