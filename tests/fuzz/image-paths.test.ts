import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi } from "#tests/api-fixture";
import { checksCoverage, fuzzParameters, fuzzRuns, fuzzTimeout } from "./fuzz-runs";
import { expectNoLeak, listen, type Reply, rawGet, stableHeaders } from "./http-probe";
import { wireText } from "./wire-text";

/**
 * Property: whatever follows `/api/image/` on the request line, the answer is
 * one of the files inside DATA_DIR/files or a refusal that does not depend on
 * what exists on disk. A secret beside the files folder, a symlink leading to
 * it and a folder symlink leading out are there to be found, and never are.
 */

const secret = Buffer.concat([Buffer.from("SECRET-OUTSIDE-FILES-"), randomBytes(24)]);
const secretMarker = secret.subarray(0, 21).toString();

let root: string;
let port: number;
let close: () => Promise<void>;
/** Wire path (below /api/image/) → the bytes it may be answered with. */
const servable = new Map<string, Buffer>();
/** The one answer of each kind of refusal, taken from a plainly missing path. */
const refusals: Record<RefusalKind, Reply> = {} as Record<RefusalKind, Reply>;

type RefusalKind = "file" | "api" | "site" | "adapter" | "parser";

function write(relative: string, bytes: Buffer | string): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "fuzz-image-"));
  const pdf = Buffer.from("%PDF-1.4\n% a served file\n%%EOF\n");
  const png = Buffer.from("not really a png, but served as one");
  const certificate = Buffer.from("%PDF-1.4\n% a certificate\n%%EOF\n");
  const hashed = `${"a1".repeat(32)}.pdf`;
  const token = `${"0f".repeat(16)}.pdf`;
  write(`files/${hashed}`, pdf);
  write("files/demo/public/logo.png", png);
  write(`files/tc/${token}`, certificate);
  // What must never be served: beside the files folder, hidden inside it, and reached by symlinks.
  write("secret.pdf", secret);
  write("secret.png", secret);
  write("files/.hidden/secret.pdf", secret);
  fs.symlinkSync(path.join(root, "secret.pdf"), path.join(root, "files/demo/public/escape.pdf"));
  fs.symlinkSync(root, path.join(root, "files/demo/public/up"));
  fs.symlinkSync("../../.hidden/secret.pdf", path.join(root, "files/demo/public/hidden.pdf"));
  servable.set(hashed, pdf).set("demo/public/logo.png", png).set(`tc/${token}`, certificate);

  const { app } = await createTestApi({ DATA_DIR: root });
  ({ port, close } = await listen(app));
  refusals.file = await rawGet(port, "/api/image/no-such-file.pdf");
  refusals.api = await rawGet(port, "/api/no-such-endpoint");
  refusals.site = await rawGet(port, "/no-such-page");
  refusals.adapter = await rawGet(port, "/api/image/a\\b.pdf");
  refusals.parser = await rawGet(port, "/api/image/caf\u00c3\u00a9.pdf");
  // The harness itself must reach real files, or every refusal below would prove nothing.
  for (const [wire, bytes] of servable) expect((await rawGet(port, `/api/image/${wire}`)).body).toEqual(bytes);
});

afterAll(async () => {
  await close?.();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Sequences a traversal attempt is made of, already in their wire form. */
const wireTokens = [
  "..",
  ".",
  "",
  "...",
  "%2e%2e",
  "%2E%2E",
  ".%2e",
  "%2e.",
  "%2e",
  "%252e%252e",
  "%25%32%65%25%32%65",
  "%2f",
  "%2F",
  "..%2f..%2f",
  "%5c",
  "%5C",
  "\\",
  "..\\..",
  "%00",
  "secret.pdf%00.png",
  "%c0%ae%c0%ae",
  "%c0%af",
  "%e0%80%ae",
  "%ef%bc%8e%ef%bc%8e",
  "%ef%bc%8f",
  "%e2%80%a5",
  "%u002e%u002e",
  "%zz",
  "%",
  "%2",
  ";",
  "..;",
  "secret.pdf",
  "secret.png",
  "escape.pdf",
  "hidden.pdf",
  "up",
  "demo",
  "public",
  "tc",
  "files",
  ".hidden",
  "logo.png",
  `${"a1".repeat(32)}.pdf`,
  `${"0f".repeat(16)}.pdf`,
];

/** Mostly text that reaches the file service; one in four as raw bytes, which must die in the parser. */
const typed = fc.oneof(
  { weight: 3, arbitrary: wireText(["keep", "component", "double"], true) },
  wireText(["bytes"], true),
);

const segment = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...wireTokens) }, { weight: 2, arbitrary: typed });
const belowMount = fc
  .tuple(
    fc.array(segment, { minLength: 1, maxLength: 8 }),
    fc.oneof({ weight: 6, arbitrary: fc.constant("/") }, fc.constantFrom("//", "%2f", "\\")),
  )
  .map(([segments, separator]) => segments.join(separator));

/** Which refusal a target may get, decided by its spelling alone, exactly as the node adapter parses it. */
function refusalFor(target: string): RefusalKind {
  if (/[^\x21-\x7e]/.test(target)) return "parser";
  if (target.includes("\\")) return "adapter";
  const pathname = new URL(`http://localhost${target}`).pathname;
  if (pathname.startsWith("/api/image/")) return "file";
  return pathname.startsWith("/api/") ? "api" : "site";
}

describe("fuzz: /api/image/{anything}", () => {
  it(
    "serves only files inside the files folder, and refuses everything else the same way",
    async () => {
      const seen = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(belowMount, async (wire) => {
          const target = `/api/image/${wire}`;
          const reply = await rawGet(port, target);
          const context = JSON.stringify(target.slice(0, 300));
          expect(reply.body.includes(secretMarker), context).toBe(false);
          expect(reply.body.equals(secret), context).toBe(false);
          expectNoLeak(reply, context, [root]);
          if (reply.status === 200) {
            expect(
              [...servable.values()].some((bytes) => bytes.equals(reply.body)),
              context,
            ).toBe(true);
            seen.set("served", (seen.get("served") ?? 0) + 1);
            return;
          }
          const kind = refusalFor(target);
          seen.set(kind, (seen.get(kind) ?? 0) + 1);
          const expected = refusals[kind];
          expect(reply.status, context).toBe(expected.status);
          expect(reply.text, context).toBe(expected.text);
          expect(stableHeaders(reply.headers), context).toEqual(stableHeaders(expected.headers));
        }),
        fuzzParameters(20),
      );
      // The generator must reach the file service itself, not only the routers around it.
      if (checksCoverage) expect(seen.get("file") ?? 0).toBeGreaterThan(fuzzRuns / 3);
    },
    fuzzTimeout(20),
  );

  it("has one refusal per kind: the file service's 404, the API's and the site's 404, two bare 400s", () => {
    expect(refusals.file.status).toBe(404);
    expect(JSON.parse(refusals.file.text)).toEqual({ error: { code: "not_found", message: "File not found." } });
    expect(refusals.api.status).toBe(404);
    expect(refusals.site.status).toBe(404);
    // A backslash is refused by @hono/node-server before any route runs: an empty 400, whatever the path.
    expect(refusals.adapter.status).toBe(400);
    expect(refusals.adapter.text).toBe("");
    // A raw byte outside visible ASCII never gets past Node's HTTP parser: an empty 400 as well.
    expect(refusals.parser.status).toBe(400);
    expect(refusals.parser.text).toBe("");
  });
});
