import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDiskStore } from "#content/storage/disk-store";
import { createFixture, type Fixture, notFoundBody } from "#tests/file-fixture";
import { createFileRoutes } from "./file-routes";

let fixture: Fixture;
let app: Hono;

beforeAll(async () => {
  fixture = await createFixture();
  app = createFileRoutes({ files: fixture.files });
});
afterAll(() => fixture.cleanup());

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("content types", () => {
  it.each([
    ["/demo/public/slides/slide-01.jpg", "image/jpeg"],
    ["/demo/public/logo.png", "image/png"],
    ["/demo/public/icon.svg", "image/svg+xml"],
    ["/demo/public/clip.mp4", "video/mp4"],
  ])("serves %s as %s with nosniff", async (url, type) => {
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    await response.arrayBuffer();
  });

  it("serves a PDF byte for byte", async () => {
    const response = await app.request(`/${fixture.pdfHashName}`);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(fixture.pdfBytes.length));
    expect(await bytesOf(response)).toEqual(fixture.pdfBytes);
  });

  it("streams a file larger than one read chunk intact", async () => {
    const response = await app.request("/demo/public/clip.mp4");
    expect(await bytesOf(response)).toEqual(fixture.videoBytes);
  });

  it("sandboxes SVG so it cannot run script when opened directly", async () => {
    const response = await app.request("/demo/public/icon.svg");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    await response.arrayBuffer();
  });

  it("does not serve extensions off the allow-list, even if the file exists", async () => {
    const response = await app.request("/demo/public/notes.txt");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(notFoundBody);
  });
});

describe("validators", () => {
  it("sends a strong ETag and Last-Modified, and 304 for a matching If-None-Match", async () => {
    const first = await app.request("/demo/public/logo.png");
    const etag = first.headers.get("etag");
    await first.arrayBuffer();
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get("last-modified")).toMatch(/GMT$/);

    for (const header of [etag as string, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await app.request("/demo/public/logo.png", { headers: { "If-None-Match": header } });
      expect(again.status, header).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(await again.text()).toBe("");
    }
    const changed = await app.request("/demo/public/logo.png", { headers: { "If-None-Match": '"other"' } });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
  });

  it("uses the content hash as ETag for hashed names", async () => {
    const response = await app.request(`/${fixture.pdfHashName}`);
    expect(response.headers.get("etag")).toBe(`"${fixture.pdfHashName.slice(0, 64)}"`);
    await response.arrayBuffer();
  });

  it("answers If-Modified-Since when no ETag is given", async () => {
    const later = new Date(Date.now() + 60_000).toUTCString();
    const response = await app.request("/demo/public/logo.png", { headers: { "If-Modified-Since": later } });
    expect(response.status).toBe(304);
  });
});

describe("HEAD", () => {
  it("sends the headers of GET without a body", async () => {
    const response = await app.request("/demo/public/clip.mp4", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(fixture.videoBytes.length));
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("etag")).toBeTruthy();
    expect(await response.text()).toBe("");
  });

  it("refuses missing files the same way", async () => {
    const response = await app.request("/demo/public/missing.jpg", { method: "HEAD" });
    expect(response.status).toBe(404);
  });
});

describe("ranges", () => {
  const size = () => fixture.videoBytes.length;
  const get = (range: string, extra: Record<string, string> = {}) =>
    app.request("/demo/public/clip.mp4", { headers: { Range: range, ...extra } });

  it.each([
    ["bytes=0-9", 0, 9],
    ["bytes=100-70000", 100, 70000],
    ["bytes=199990-", 199990, 199999],
    ["bytes=-16", 199984, 199999],
    ["bytes=150000-999999", 150000, 199999],
  ])("answers %s with 206", async (range, start, end) => {
    const response = await get(range);
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/${size()}`);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-length")).toBe(String(end - start + 1));
    expect(await bytesOf(response)).toEqual(fixture.videoBytes.subarray(start, end + 1));
  });

  it.each(["bytes=200000-", "bytes=999999-1000000", "bytes=-0"])("answers %s with 416", async (range) => {
    const response = await get(range);
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe(`bytes */${size()}`);
    expect((await response.json()).error.code).toBe("range_not_satisfiable");
  });

  it.each(["bytes=0-1,5-6", "bytes=9-2", "items=0-1", "bytes=abc"])("answers %s with the whole file", async (range) => {
    const response = await get(range);
    expect(response.status).toBe(200);
    expect((await bytesOf(response)).length).toBe(size());
  });

  it("ignores Range when If-Range no longer matches", async () => {
    const response = await get("bytes=0-9", { "If-Range": '"stale"' });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });

  it("honours Range when If-Range matches", async () => {
    const head = await app.request("/demo/public/clip.mp4", { method: "HEAD" });
    const response = await get("bytes=0-9", { "If-Range": head.headers.get("etag") as string });
    expect(response.status).toBe(206);
    await response.arrayBuffer();
  });
});

describe("Cache-Control", () => {
  it("makes content-hashed files immutable", async () => {
    const response = await app.request(`/${fixture.pdfHashName}`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await response.arrayBuffer();
  });

  it("keeps transfer certificates private and out of caches", async () => {
    const response = await app.request(`/tc/${fixture.certificateName}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    await response.arrayBuffer();
  });

  it("caches school images for an hour", async () => {
    const response = await app.request("/demo/public/slides/slide-01.jpg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    await response.arrayBuffer();
  });

  it("never caches errors", async () => {
    const response = await app.request("/tc/00000000000000000000000000000000.pdf");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("routing", () => {
  it("works when mounted under /api/image", async () => {
    const parent = new Hono().route("/api/image", app);
    const response = await parent.request("/api/image/demo/public/clip.mp4", { headers: { Range: "bytes=0-3" } });
    expect(response.status).toBe(206);
    expect(await bytesOf(response)).toEqual(fixture.videoBytes.subarray(0, 4));
  });

  it("works when nested the way server/app.ts mounts it", async () => {
    const api = new Hono().route("/image", app);
    const site = new Hono().route("/api", api);
    const response = await site.request("/api/image/demo/public/logo.png", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
  });

  it("refuses other methods with JSON", async () => {
    const response = await app.request("/demo/public/logo.png", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect((await response.json()).error.code).toBe("method_not_allowed");
  });
});

describe("unexpected failures", () => {
  it("answers JSON 500 without details and reports the error", async () => {
    // A data folder whose cache/ is a file: no variant can be written there.
    const brokenRoot = path.join(fixture.root, "cache-is-a-file");
    fs.mkdirSync(brokenRoot);
    fs.symlinkSync(fixture.filesDir, path.join(brokenRoot, "files"));
    fs.writeFileSync(path.join(brokenRoot, "cache"), "");
    const logError = vi.fn();
    const broken = createFileRoutes({ files: createDiskStore(brokenRoot), logError });
    const response = await broken.request("/demo/public/logo.png?w=160");
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: { code: "internal_error", message: "The file could not be served." } });
    expect(body).not.toContain(fixture.root);
    expect(logError).toHaveBeenCalledTimes(1);
  });
});
