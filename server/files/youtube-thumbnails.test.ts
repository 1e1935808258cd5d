import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDiskStore, type DiskStore } from "#content/storage/disk-store";
import { createFixture, type Fixture, notFoundBody } from "#tests/file-fixture";
import { createFileRoutes } from "./file-routes";
import { createYoutubeThumbnails, type ThumbnailFetch, youtubeThumbnailSource } from "./youtube-thumbnails";

let fixture: Fixture;
/** What YouTube would answer: hqdefault.jpg is a 480x360 JPEG. */
let still: Buffer;
/** The school's placeholder, 640x480, so an answer shows which of the two it is. */
let placeholder: Buffer;

beforeAll(async () => {
  fixture = await createFixture();
  still = await sharp({ create: { width: 480, height: 360, channels: 3, background: "#c00" } })
    .jpeg()
    .toBuffer();
  placeholder = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#ddd" } })
    .jpeg()
    .toBuffer();
  fs.writeFileSync(path.join(fixture.filesDir, "demo/public/placeholder.jpg"), placeholder);
});
afterAll(() => fixture.cleanup());

let cacheCount = 0;
/**
 * A data folder with a cache of its own per test, so one test's stored stills do not answer
 * another's; its files/ are the fixture's.
 */
function freshData(): { files: DiskStore; cacheDir: string } {
  cacheCount += 1;
  const root = path.join(fixture.root, `data-${cacheCount}`);
  fs.mkdirSync(root);
  fs.symlinkSync(fixture.filesDir, path.join(root, "files"));
  return { files: createDiskStore(root), cacheDir: path.join(root, "cache") };
}

const id = "q3L9xVt2KpA";
const otherId = "Xe4gN8pD2yK";

const jpegAnswer = (bytes: Buffer = still) =>
  new Response(new Uint8Array(bytes), { status: 200, headers: { "content-type": "image/jpeg" } });

/** A fetcher that answers from a function and records every call. */
function fakeFetch(answer: (url: string, init: RequestInit & { signal: AbortSignal }) => Promise<Response>) {
  return vi.fn<ThumbnailFetch>(answer);
}

describe("the thumbnail store", () => {
  it("fetches only YouTube's fixed address for a valid id, without following redirects", () => {
    expect(youtubeThumbnailSource(id)).toBe(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
    for (const bad of ["short", `${id}x`, "q3L9xVt2Kp/", "../../etc/pa", "q3L9xVt2Kp.", ""]) {
      expect(() => youtubeThumbnailSource(bad)).toThrow();
    }
  });

  it("downloads a still once, keeps it on disk and answers later requests from there", async () => {
    const { files, cacheDir } = freshData();
    const fetch = fakeFetch(async () => jpegAnswer());
    const store = createYoutubeThumbnails({ files, fetch });
    const [first, second] = await Promise.all([store.get(id), store.get(id)]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
    expect(init.redirect).toBe("manual");
    expect(first?.stat.key).toBe(`cache/youtube/${id}.jpg`);
    expect(second?.stat.key).toBe(first?.stat.key);
    expect(fs.readFileSync(path.join(cacheDir, "youtube", `${id}.jpg`))).toEqual(still);

    // A new process (a restart) finds it on disk.
    const restarted = createYoutubeThumbnails({ files, fetch });
    expect((await restarted.get(id))?.stat.key).toBe(first?.stat.key);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("never fetches for a malformed id", async () => {
    const fetch = fakeFetch(async () => jpegAnswer());
    const store = createYoutubeThumbnails({ files: freshData().files, fetch });
    for (const bad of ["short", `${id}x`, "q3L9xVt2Kp%", "q3L9xVt2Kp.", "../q3L9xVt2"]) {
      expect(await store.get(bad)).toBeUndefined();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it("remembers 'no such video' for the retry period, for that id only", async () => {
    let time = 1_000_000;
    const fetch = fakeFetch(async (url) =>
      url.includes(id) ? new Response("not found", { status: 404 }) : jpegAnswer(),
    );
    const onFailure = vi.fn();
    const store = createYoutubeThumbnails({
      files: freshData().files,
      fetch,
      now: () => time,
      retryAfterMs: 600_000,
      onFailure,
    });
    expect(await store.get(id)).toBeUndefined();
    expect(onFailure).toHaveBeenCalledWith(id, "answered 404");
    expect(await store.get(id)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    // Another video is still fetched: a 404 says nothing about YouTube being reachable.
    expect(await store.get(otherId)).toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(2);
    time += 600_001;
    expect(await store.get(id)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("when YouTube cannot be reached, stops asking for every video until the retry period is over", async () => {
    let time = 1_000_000;
    let online = false;
    const fetch = fakeFetch(async () => {
      if (!online) throw new TypeError("fetch failed");
      return jpegAnswer();
    });
    const store = createYoutubeThumbnails({ files: freshData().files, fetch, now: () => time });
    expect(await store.get(id)).toBeUndefined();
    // A page of cards: one failed attempt, not one per card.
    const others = await Promise.all(["a", "b", "c", "d"].map((c) => store.get(`${c}${otherId.slice(1)}`)));
    expect(others).toEqual([undefined, undefined, undefined, undefined]);
    expect(fetch).toHaveBeenCalledTimes(1);
    online = true;
    time += 10 * 60 * 1000 + 1;
    expect(await store.get(id)).toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives up after the time-out, also on a server that sends headers and then stalls", async () => {
    const hangs = fakeFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal.addEventListener("abort", () => reject(init.signal.reason))),
    );
    const started = Date.now();
    const store = createYoutubeThumbnails({ files: freshData().files, fetch: hangs, timeoutMs: 50 });
    expect(await store.get(id)).toBeUndefined();

    const stalls = fakeFetch(async (_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(still.subarray(0, 100)));
          init.signal.addEventListener("abort", () => controller.error(init.signal.reason));
        },
      });
      return new Response(body, { status: 200 });
    });
    const onFailure = vi.fn();
    const second = createYoutubeThumbnails({ files: freshData().files, fetch: stalls, timeoutMs: 50, onFailure });
    expect(await second.get(id)).toBeUndefined();
    expect(onFailure).toHaveBeenCalledWith(id, "timed out");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    [
      "a redirect (to wherever)",
      () => new Response(null, { status: 302, headers: { location: "https://evil.example/" } }),
    ],
    ["a server error", () => new Response("busy", { status: 503 })],
    ["an HTML page", () => new Response("<html>consent</html>", { status: 200 })],
    ["a PNG", async () => jpegAnswer(await sharp(still).png().toBuffer())],
    [
      "an answer declared larger than the limit",
      () => new Response(new Uint8Array(still), { status: 200, headers: { "content-length": "99999999" } }),
    ],
    ["an answer larger than the limit", () => new Response(new Uint8Array(200_000), { status: 200 })],
  ])("stores nothing for %s", async (_name, answer) => {
    const { files, cacheDir } = freshData();
    const store = createYoutubeThumbnails({ files, fetch: fakeFetch(async () => answer()), maxBytes: 100_000 });
    expect(await store.get(id)).toBeUndefined();
    expect(fs.existsSync(path.join(cacheDir, "youtube", `${id}.jpg`))).toBe(false);
  });
});

describe("GET <school>/youtube/<id>.jpg", () => {
  function routes(fetch: ThumbnailFetch) {
    const { files } = freshData();
    const youtube = createYoutubeThumbnails({ files, fetch });
    return createFileRoutes({ files, youtube, youtubePlaceholderMaxAge: 600 });
  }

  async function image(app: ReturnType<typeof createFileRoutes>, url: string, init?: RequestInit) {
    const response = await app.request(url, init);
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = response.status === 200 ? await sharp(bytes).metadata() : undefined;
    return { response, bytes, meta };
  }

  it("serves YouTube's still as fetched, with the caching headers of every public image", async () => {
    const app = routes(async () => jpegAnswer());
    const { response, bytes } = await image(app, `/demo/youtube/${id}.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(bytes).toEqual(still);

    const etag = response.headers.get("etag") as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await app.request(`/demo/youtube/${id}.jpg`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it.each([
    ["?w=320&format=avif", "image/avif", "heif", 320],
    ["?w=320&format=webp", "image/webp", "webp", 320],
    ["?w=320", "image/jpeg", "jpeg", 320],
    ["?w=960&format=webp", "image/webp", "webp", 480],
  ])("makes the variant %s of the still", async (query, type, format, width) => {
    const app = routes(async () => jpegAnswer());
    const { response, meta } = await image(app, `/demo/youtube/${id}.jpg${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(meta?.format).toBe(format);
    expect(meta?.width).toBe(width);
  });

  it("answers the school's placeholder, in the asked size and format, when YouTube cannot be reached", async () => {
    const fetch = vi.fn<ThumbnailFetch>(async () => {
      throw new TypeError("fetch failed");
    });
    const app = routes(fetch);
    const plain = await image(app, `/demo/youtube/${id}.jpg`);
    expect(plain.response.status).toBe(200);
    expect(plain.bytes).toEqual(placeholder);
    // Kept by browsers only until the server tries YouTube again.
    expect(plain.response.headers.get("cache-control")).toBe("public, max-age=600");

    const small = await image(app, `/demo/youtube/${id}.jpg?w=320&format=avif`);
    expect(small.response.status).toBe(200);
    expect(small.response.headers.get("content-type")).toBe("image/avif");
    expect(small.meta?.width).toBe(320);
    expect(small.meta?.height).toBe(240);
    // The placeholder never carries the still's validator, so a later real still is not mistaken for it.
    expect(small.response.headers.get("etag")).toContain("placeholder");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("answers the placeholder for a video YouTube does not know", async () => {
    const app = routes(async () => new Response("", { status: 404 }));
    const { response, meta } = await image(app, `/demo/youtube/${id}.jpg?w=480`);
    expect(response.status).toBe(200);
    expect(meta?.width).toBe(480);
    expect(meta?.height).toBe(360);
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
  });

  it("without a thumbnail source, every video gets the placeholder", async () => {
    const app = createFileRoutes({ files: freshData().files });
    const { response, bytes } = await image(app, `/demo/youtube/${id}.jpg`);
    expect(response.status).toBe(200);
    expect(bytes).toEqual(placeholder);
  });

  it.each([
    "/demo/youtube/short.jpg",
    `/demo/youtube/${id}x.jpg`,
    `/demo/youtube/${id}.png`,
    `/demo/youtube/${id}.JPG`,
    `/demo/youtube/${id}`,
    "/demo/youtube/q3L9xVt2K%2BA.jpg",
    `/Demo/youtube/${id}.jpg`,
    // No such school (no placeholder): nothing is fetched for it.
    `/nowhere/youtube/${id}.jpg`,
    `/demo/youtube/${id}.jpg/x`,
  ])("refuses %s like any other missing file, without fetching", async (url) => {
    const fetch = vi.fn<ThumbnailFetch>(async () => jpegAnswer());
    const app = routes(fetch);
    const response = await app.request(url);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(notFoundBody);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses an unknown width like for any photo", async () => {
    const fetch = vi.fn<ThumbnailFetch>(async () => jpegAnswer());
    const response = await routes(fetch).request(`/demo/youtube/${id}.jpg?w=123`);
    expect(response.status).toBe(400);
    expect(fetch).not.toHaveBeenCalled();
  });
});
