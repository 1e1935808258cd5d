import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { digestOf, isBuildCurrent, type Manifest } from "./build-server";

/**
 * `npm start` compiles the server only when it must (scripts/start, decision 0086): when dist/ lacks a file
 * of the last build, or a source file it read changed or went away since. Checked on a folder of our own,
 * so the test never touches the project's sources or its dist/.
 */
describe("isBuildCurrent", () => {
  let root: string;
  let out: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "build-server-"));
    out = path.join(root, "dist");
    fs.mkdirSync(path.join(root, "server"), { recursive: true });
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(root, "server", "index.ts"), "export {};\n");
    fs.writeFileSync(path.join(root, "package.json"), "{}\n");
    fs.writeFileSync(path.join(out, "server.js"), "export {};\n");
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** The manifest of a build of the sources as they are now. */
  const built = (extra: Partial<Manifest> = {}) => {
    const inputs = ["server/index.ts", "package.json"];
    const manifest: Manifest = { digest: digestOf(inputs, root), inputs, outputs: ["server.js"], ...extra };
    fs.writeFileSync(path.join(out, "build-manifest.json"), JSON.stringify(manifest));
  };

  it("is current when every output is there and no input changed since the build started", () => {
    built();
    expect(isBuildCurrent(out, root)).toBe(true);
  });

  it("is stale without a build", () => {
    expect(isBuildCurrent(out, root)).toBe(false);
  });

  it("is stale when a source file changed, even when it carries an older time (a copy with rsync -a)", () => {
    built();
    const file = path.join(root, "server", "index.ts");
    fs.writeFileSync(file, "export const changed = true;\n");
    fs.utimesSync(file, new Date("2020-01-01"), new Date("2020-01-01"));
    expect(isBuildCurrent(out, root)).toBe(false);
  });

  it("stays current when a file is only touched", () => {
    built();
    const file = path.join(root, "server", "index.ts");
    fs.utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    expect(isBuildCurrent(out, root)).toBe(true);
  });

  it("is stale when a file the build read is gone, or one it wrote", () => {
    built();
    fs.rmSync(path.join(root, "package.json"));
    expect(isBuildCurrent(out, root)).toBe(false);
    // Put back as it was: the build is current again.
    fs.writeFileSync(path.join(root, "package.json"), "{}\n");
    expect(isBuildCurrent(out, root)).toBe(true);
    built({ outputs: ["server.js", "start-ABC123.js"] });
    expect(isBuildCurrent(out, root)).toBe(false);
  });
});
