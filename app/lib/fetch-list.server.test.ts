import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchList, fetchProfile } from "./fetch-list.server";

function apiAnswering(response: Response | Error) {
  return {
    api: vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("fetchList", () => {
  it("answers the array the API sends", async () => {
    const context = apiAnswering(Response.json([{ title: "a" }]));
    await expect(fetchList(context, "news", "/api/news/demo")).resolves.toEqual([{ title: "a" }]);
    expect(context.api).toHaveBeenCalledWith("/api/news/demo");
  });

  it.each([
    ["a failed status", new Response("boom", { status: 500 })],
    ["a body that is not an array", Response.json({ error: "x" })],
    ["a body that is not JSON", new Response("<html>", { status: 200 })],
    ["a thrown error", new Error("socket closed")],
  ])("logs 'Error fetching gallery data:' and answers [] on %s", async (_case, answer) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(fetchList(apiAnswering(answer), "gallery", "/api/gallery/All/demo")).resolves.toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe("Error fetching gallery data:");
  });

  it("uses the spec's wording for online registration", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await fetchList(apiAnswering(new Response("", { status: 503 })), "online registration", "/x");
    expect(log.mock.calls[0][0]).toBe("Error fetching online registration data:");
  });
});

describe("fetchProfile", () => {
  it("answers the profile object", async () => {
    const context = apiAnswering(Response.json({ name: "Demo School" }));
    await expect(fetchProfile(context, "demo")).resolves.toEqual({ name: "Demo School" });
    expect(context.api).toHaveBeenCalledWith("/api/school/demo");
  });

  it("answers null without logging for an unknown school", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(fetchProfile(apiAnswering(new Response("", { status: 404 })), "nope")).resolves.toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it("answers null and logs when the call fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(fetchProfile(apiAnswering(new Error("down")), "demo")).resolves.toBeNull();
    expect(log.mock.calls[0][0]).toBe("Error fetching school profile data:");
  });
});
