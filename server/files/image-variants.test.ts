import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { imageWidths } from "#domain/image-widths";
import { createFixture, type Fixture } from "#tests/file-fixture";
import { createFileRoutes } from "./file-routes";

// Counts the service's sharp pipelines (opened with its pixel limit; the tests' own inspect
// buffers without one), so "made once" can be checked directly.
const sharpCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock("sharp", async (importOriginal) => {
  const actual = (await importOriginal<{ default: typeof sharp }>()).default;
  const call = actual as unknown as (...args: unknown[]) => unknown;
  const counted = (...args: unknown[]) => {
    if ((args[1] as { limitInputPixels?: unknown } | undefined)?.limitInputPixels !== undefined) sharpCalls.count += 1;
    return call(...args);
  };
  return { default: Object.assign(counted, actual) };
});

let fixture: Fixture;
let app: ReturnType<typeof createFileRoutes>;

beforeAll(async () => {
  fixture = await createFixture();
  app = createFileRoutes({ files: fixture.files });
});
afterAll(() => fixture.cleanup());

async function image(url: string, init?: RequestInit) {
  const response = await app.request(url, init);
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = response.status === 200 ? await sharp(bytes).metadata() : undefined;
  return { response, bytes, meta };
}

function cachedVariants(): string[] {
  const dir = path.join(fixture.cacheDir, "variants");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(jpg|png|webp|avif)$/.test(name));
}

describe("variants", () => {
  const slide = "/demo/public/slides/slide-01.jpg"; // 800×600

  it.each(imageWidths.map((w) => [w]))("resizes to w=%i without upscaling", async (w) => {
    const { response, meta } = await image(`${slide}?w=${w}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(meta?.format).toBe("jpeg");
    expect(meta?.width).toBe(Math.min(w, 800));
  });

  it.each([
    ["webp", "image/webp", "webp"],
    ["avif", "image/avif", "heif"],
  ])("converts to %s", async (format, type, sharpFormat) => {
    const { response, meta } = await image(`/demo/public/logo.png?format=${format}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(meta?.format).toBe(sharpFormat);
    expect(meta?.width).toBe(200);
  });

  it("resizes and converts at once", async () => {
    const { response, meta } = await image(`${slide}?w=320&format=webp`);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(meta).toMatchObject({ format: "webp", width: 320, height: 240 });
  });

  it("crops to the 1200×630 share picture, enlarging a smaller photo to fill it (crop=1200x630)", async () => {
    const { response, meta } = await image(`${slide}?crop=1200x630`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it.each([
    ["crop=800x600", "Unsupported crop"],
    ["crop=1200x630&crop=1200x630", "only once"],
    ["crop=1200x630&w=320", "not both"],
  ])("refuses %s", async (query, message) => {
    const { response, bytes } = await image(`${slide}?${query}`);
    expect(response.status).toBe(400);
    expect(bytes.toString()).toContain(message);
  });

  it("makes a variant once and then serves it from the disk cache", async () => {
    const url = `${slide}?w=480&format=avif`;
    const before = sharpCalls.count;
    const first = await image(url);
    expect(sharpCalls.count).toBe(before + 1);
    const file = cachedVariants().find((name) => name.includes("slide-01.jpg") && name.endsWith("w480.avif"));
    expect(file).toBeDefined();
    const cached = fs.statSync(path.join(fixture.cacheDir, "variants", file as string));

    const second = await image(url);
    expect(sharpCalls.count).toBe(before + 1);
    expect(second.bytes).toEqual(first.bytes);
    expect(second.response.headers.get("etag")).toBe(first.response.headers.get("etag"));
    const after = fs.statSync(path.join(fixture.cacheDir, "variants", file as string));
    expect(after.mtimeMs).toBe(cached.mtimeMs);
    expect(after.ino).toBe(cached.ino);
  });

  it("answers a small variant from memory, and a replaced source with new bytes", async () => {
    const source = path.join(fixture.filesDir, "demo", "public", "memory-test.jpg");
    fs.copyFileSync(path.join(fixture.filesDir, "demo", "public", "slides", "slide-01.jpg"), source);
    const url = "/demo/public/memory-test.jpg?w=320&format=webp";
    const first = await image(url);
    expect(first.meta?.width).toBe(320);
    // Kept in memory: answered the same even with the disk cache emptied.
    fs.rmSync(path.join(fixture.cacheDir, "variants", "demo", "public", "memory-test.jpg"), { recursive: true });
    const second = await image(url);
    expect(second.bytes).toEqual(first.bytes);
    expect(second.response.headers.get("etag")).toBe(first.response.headers.get("etag"));
    const partial = await app.request(url, { headers: { range: "bytes=0-9" } });
    expect(partial.status).toBe(206);
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(first.bytes.subarray(0, 10));

    // A new source (other size and time) is a new variant name: never the bytes kept for the old one.
    await sharp({ create: { width: 400, height: 100, channels: 3, background: "#123456" } })
      .jpeg()
      .toFile(source);
    fs.utimesSync(source, new Date(), new Date(Date.now() + 5000));
    const replaced = await image(url);
    expect(replaced.meta).toMatchObject({ width: 320, height: 80 });
    expect(replaced.response.headers.get("etag")).not.toBe(first.response.headers.get("etag"));
  });

  it("makes a variant once even when first requested many times at once", async () => {
    const before = sharpCalls.count;
    const responses = await Promise.all(Array.from({ length: 6 }, () => image(`${slide}?w=640&format=webp`)));
    expect(sharpCalls.count).toBe(before + 1);
    for (const { response, meta } of responses) {
      expect(response.status).toBe(200);
      expect(meta?.width).toBe(640);
    }
    expect(
      fs
        .readdirSync(path.dirname(path.join(fixture.cacheDir, "variants", "demo/public/slides/slide-01.jpg/x")))
        .filter((name) => name.includes(".tmp")),
    ).toEqual([]);
  });

  it("gives each variant its own ETag and honours If-None-Match", async () => {
    const small = await image(`${slide}?w=160`);
    const original = await image(slide);
    const etag = small.response.headers.get("etag") as string;
    expect(etag).not.toBe(original.response.headers.get("etag"));
    const again = await app.request(`${slide}?w=160`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(small.response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("keeps the immutable policy for variants of hashed files", async () => {
    const { response } = await image(`/${fixture.jpegHashName}?w=160&format=webp`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toBe(`"${fixture.jpegHashName.slice(0, 64)}-w160.webp"`);
  });

  it("supports HEAD and ranges on variants", async () => {
    const head = await app.request(`${slide}?w=320`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const part = await app.request(`${slide}?w=320`, { headers: { Range: "bytes=0-1" } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it("serves the original untouched without parameters", async () => {
    const { bytes } = await image(slide);
    expect(bytes).toEqual(fs.readFileSync(path.join(fixture.filesDir, "demo/public/slides/slide-01.jpg")));
  });
});

describe("bad variant requests", () => {
  it.each([
    ["/demo/public/slides/slide-01.jpg?w=300", "160, 320, 480, 640, 720, 960, 1280, 1920"],
    ["/demo/public/slides/slide-01.jpg?w=0320", "160, 320"],
    ["/demo/public/slides/slide-01.jpg?w=", "Allowed widths"],
    ["/demo/public/slides/slide-01.jpg?w=320px", "Allowed widths"],
    ["/demo/public/slides/slide-01.jpg?w=320&w=640", "only once"],
    ["/demo/public/slides/slide-01.jpg?format=png", "avif, webp"],
    ["/demo/public/slides/slide-01.jpg?format=WEBP", "avif, webp"],
    ["/demo/public/slides/slide-01.jpg?format=webp&format=avif", "only once"],
    ["/demo/public/icon.svg?w=320", "jpg, jpeg, png, webp, avif and gif"],
    ["/demo/public/clip.mp4?format=webp", "jpg, jpeg, png"],
  ])("answers %s with 400", async (url, hint) => {
    const response = await app.request(url);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("bad_request");
    expect(body.error.message).toContain(hint);
  });

  it("refuses a format on a PDF", async () => {
    const response = await app.request(`/${fixture.pdfHashName}?format=webp`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("bad_request");
  });

  it("ignores unrelated parameters such as cache busters", async () => {
    const response = await app.request("/demo/public/logo.png?v=3");
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });
});

describe("unprocessable images", () => {
  it("answers a broken image with 422", async () => {
    const response = await app.request("/demo/public/broken.jpg?w=160");
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe("unprocessable_image");
    const before = sharpCalls.count;
    const again = await app.request("/demo/public/broken.jpg?w=160");
    expect(again.status).toBe(422);
    expect(sharpCalls.count).toBe(before); // the failure is remembered, not decoded again
  });

  it("refuses to decode an image over the pixel limit", async () => {
    const file = path.join(fixture.filesDir, "demo/public/huge.png");
    expect(await sharp(fs.readFileSync(file)).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    const response = await app.request("/demo/public/huge.png?w=160");
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe("unprocessable_image");
  });

  it("still serves the broken original as it is", async () => {
    const response = await app.request("/demo/public/broken.jpg");
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });
});
