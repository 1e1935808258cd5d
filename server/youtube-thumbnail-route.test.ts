import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "#domain/config";
import { testDatabase } from "#tests/test-database";
import { createApp } from "./app";
import type { ThumbnailFetch } from "./files/youtube-thumbnails";

let root: string;
let still: Buffer;
const fetchYoutube = vi.fn<ThumbnailFetch>(async () => new Response(new Uint8Array(still), { status: 200 }));
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "youtube-route-"));
  still = await sharp({ create: { width: 480, height: 360, channels: 3, background: "#c00" } })
    .jpeg()
    .toBuffer();
  const placeholder = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#ddd" } })
    .jpeg()
    .toBuffer();
  fs.mkdirSync(path.join(root, "files/demo/public"), { recursive: true });
  fs.writeFileSync(path.join(root, "files/demo/public/placeholder.jpg"), placeholder);
  const config = loadConfig({ DATA_DIR: root, NODE_ENV: "test", LOG_LEVEL: "silent" });
  const db = await testDatabase();
  app = createApp({ config, db, logger: pino({ level: "silent" }), fetchYoutube });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("/api/image/<school>/youtube/<id>.jpg in the whole app", () => {
  it("is fetched through the injected fetcher, kept in DATA_DIR/cache/youtube and sent with the image headers", async () => {
    const response = await app.request("/api/image/demo/youtube/q3L9xVt2KpA.jpg?w=320&format=webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    // The same security headers as every file of the image service (docs/decisions/0030).
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(320);
    expect(fetchYoutube).toHaveBeenCalledTimes(1);
    expect(fetchYoutube.mock.calls[0][0]).toBe("https://i.ytimg.com/vi/q3L9xVt2KpA/hqdefault.jpg");
    expect(fs.readFileSync(path.join(root, "cache/youtube/q3L9xVt2KpA.jpg"))).toEqual(still);
  });

  it("answers a malformed id with the image service's 404", async () => {
    const response = await app.request("/api/image/demo/youtube/q3L9xVt2KpA!.jpg");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "File not found." } });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
