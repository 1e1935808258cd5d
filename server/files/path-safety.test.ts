import net from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixture, type Fixture, notFoundBody, secretMarker } from "#tests/file-fixture";
import { createFileRoutes } from "./file-routes";
import { parseRequestPath } from "./safe-path";

let fixture: Fixture;
let app: Hono;

beforeAll(async () => {
  fixture = await createFixture();
  app = createFileRoutes({ files: fixture.files });
});
afterAll(() => fixture.cleanup());

/** Paths as a client would send them to the mounted app (i.e. below /api/image). */
const hostilePaths = [
  // plain and encoded traversal
  "/../secret.jpg",
  "/../../secret.jpg",
  "/demo/../../secret.jpg",
  "/..%2fsecret.jpg",
  "/..%2Fsecret.jpg",
  "/%2e%2e/secret.jpg",
  "/%2E%2E/secret.jpg",
  "/%2e%2E%2fsecret.jpg",
  "/%2e%2e%2f%2e%2e%2fsecret.jpg",
  "/.%2e/secret.jpg",
  "/%2e./secret.jpg",
  "/%2e/../secret.jpg",
  "/demo/public/..%2f..%2f..%2fsecret.jpg",
  // double encoding: decoded once it still holds a %, which is refused
  "/%252e%252e%252fsecret.jpg",
  "/%252e%252e/secret.jpg",
  "/..%252fsecret.jpg",
  "/demo/%252e%252e/%252e%252e/secret.jpg",
  "/%25%32%65%25%32%65/secret.jpg",
  // backslashes, raw and encoded
  "/..%5csecret.jpg",
  "/..%5Csecret.jpg",
  "/..\\secret.jpg",
  "/demo\\..\\..\\secret.jpg",
  "/%5c..%5c..%5csecret.jpg",
  "/%2e%2e%5c%2e%2e%5csecret.jpg",
  "/\\\\server\\share\\secret.jpg",
  // NUL and control characters
  "/..%2fsecret.jpg%00.png",
  "/demo/public/slides/slide-01.jpg%00",
  "/demo/public/slides/slide-01\u0000.jpg",
  "/demo/public/slides/slide\u0001-01.jpg",
  "/%00",
  "/.%00./secret.jpg",
  "/demo/public/slides/slide-01.jpg%0a",
  "/demo/public/slides/slide-01.jpg%7f",
  "/demo/public/slides/%1bslide-01.jpg",
  // absolute paths and drive letters
  "//etc/passwd",
  "//secret.jpg",
  "/%2fetc%2fpasswd",
  "/%2Fetc/passwd",
  "/C:\\Windows\\win.ini",
  "/C:/secret.jpg",
  "/C%3a%5csecret.jpg",
  "/demo/public/slides/slide-01.jpg::$DATA",
  // encoded slashes that would re-shape the path
  "/demo%2fpublic%2fslides%2fslide-01.jpg",
  // Unicode look-alikes of dots and slashes
  "/\uff0e\uff0e/secret.jpg",
  "/%ef%bc%8e%ef%bc%8e/secret.jpg",
  "/\u2024\u2024/secret.jpg",
  "/%e2%80%a5/secret.jpg",
  "/%ef%bc%8f..%ef%bc%8fsecret.jpg",
  "/demo/public/gpj.%e2%80%aeslide-01.jpg",
  // overlong and invalid UTF-8, IIS-style escapes
  "/%c0%ae%c0%ae/secret.jpg",
  "/%c0%2e%c0%2e/secret.jpg",
  "/%e0%80%ae%e0%80%ae/secret.jpg",
  "/%c0%af..%c0%afsecret.jpg",
  "/%c1%9c..%c1%9csecret.jpg",
  "/%u002e%u002e/secret.jpg",
  "/%zz/secret.jpg",
  // symlinks leaving the folder or reaching hidden/disallowed files
  "/demo/public/link-out.jpg",
  "/demo/public/link-out.jpg?w=320",
  "/demo/public/outdir/secret.jpg",
  "/demo/public/outdir/secret.pdf",
  "/demo/public/to-hidden.jpg",
  "/demo/public/notes-as.jpg",
  // hidden names
  "/.hidden/secret.jpg",
  "/%2ehidden/secret.jpg",
  "/..;/secret.jpg",
  "/...//secret.jpg",
  "/..../secret.jpg",
  // trailing dots and spaces, empty segments, directories, disallowed types
  "/demo/public/slides/slide-01.jpg.",
  "/demo/public/slides./slide-01.jpg",
  "/demo/public/slides/slide-01.jpg%20",
  "/demo//public/slides/slide-01.jpg",
  "/demo/public/slides/slide-01.jpg/",
  "/demo/public/slides/",
  "/demo/public/folder.jpg",
  "/demo/public/notes.txt",
  "/",
  // a bad query must not turn a refusal into a different answer
  "/..%2fsecret.jpg?format=webp",
  "/..%2fsecret.jpg?w=9999",
];

describe("hostile paths", () => {
  it("has a table of at least 50 cases", () => {
    expect(hostilePaths.length).toBeGreaterThanOrEqual(50);
  });

  it.each(hostilePaths)("refuses %j with the common 404", async (hostile) => {
    const response = await app.request(hostile);
    const body = await response.text();
    expect(body).not.toContain(secretMarker);
    expect(response.status).toBe(404);
    expect(JSON.parse(body)).toEqual(notFoundBody);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses them the same way when mounted under /api/image", async () => {
    const parent = new Hono().route("/api/image", app);
    // Only those the URL parser leaves below the mount point; the rest never reach this app.
    const stayBelow = (p: string) => new URL(`http://x/api/image${p}`).pathname.startsWith("/api/image/");
    for (const hostile of hostilePaths.filter(stayBelow)) {
      const response = await parent.request(`/api/image${hostile}`);
      const body = await response.text();
      expect(body, hostile).not.toContain(secretMarker);
      expect(response.status, hostile).toBe(404);
      expect(JSON.parse(body), hostile).toEqual(notFoundBody);
    }
  });

  it("never leaks the secret over real HTTP, where the request target is not pre-parsed", async () => {
    const parent = new Hono().route("/api/image", app);
    const server = serve({ fetch: parent.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      for (const hostile of hostilePaths.filter(isPrintableAscii)) {
        const reply = await rawGet(port, `/api/image${hostile}`);
        expect(reply, hostile).not.toContain(secretMarker);
        expect(reply, hostile).toMatch(/^HTTP\/1\.1 40[04] /);
      }
      // The same harness does get a real file, so the refusals above are not an artefact.
      expect(await rawGet(port, "/api/image/demo/public/logo.png")).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("does serve a symlink that stays inside the folder", async () => {
    const response = await app.request("/demo/public/link-in.jpg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
  });
});

describe("parseRequestPath", () => {
  // Raw strings a URL parser would have normalised away, to test the check on its own.
  it.each([
    "",
    "demo/a.jpg",
    "/../a.jpg",
    "/./a.jpg",
    "/a/./b.jpg",
    "/a/../b.jpg",
    "/a\\b.jpg",
    "/a\u0000.jpg",
    "/a\tb.jpg",
    "/a b.jpg",
    "/caf\u00e9.jpg",
    "/a//b.jpg",
    "//a.jpg",
    "/a/",
    `/${"a/".repeat(20)}b.jpg`,
    `/${"a".repeat(2000)}.jpg`,
  ])("refuses %j", (raw) => {
    expect(parseRequestPath(raw)).toBeUndefined();
  });

  it("decodes each segment exactly once", () => {
    expect(parseRequestPath("/demo/public/caf%C3%A9%20menu.jpg")).toEqual(["demo", "public", "café menu.jpg"]);
    expect(parseRequestPath("/a%252e.jpg")).toBeUndefined();
  });
});

/** Only these can be written on a raw request line; a client encodes the rest. */
function isPrintableAscii(text: string): boolean {
  return [...text].every((char) => char >= "!" && char <= "~");
}

/** Sends the request target byte for byte, as a hostile client would. */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      // write, not end: a half-closed socket may be dropped before a slow answer is sent
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.on("error", reject);
  });
}
