import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isBuildCurrent, type Manifest } from "./build-server";

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

  /** The manifest of a build that started after the sources were last written. */
  const built = (extra: Partial<Manifest> = {}) => {
    const manifest: Manifest = {
      startedAt: Date.now() + 1_000,
      inputs: ["server/index.ts", "package.json"],
      outputs: ["server.js"],
      ...extra,
    };
    fs.writeFileSync(path.join(out, "build-manifest.json"), JSON.stringify(manifest));
  };
  const touch = (file: string, at: number) => fs.utimesSync(path.join(root, file), at / 1000, at / 1000);

  it("is current when every output is there and no input changed since the build started", () => {
    built();
    expect(isBuildCurrent(out, root)).toBe(true);
  });

  it("is stale without a build", () => {
    expect(isBuildCurrent(out, root)).toBe(false);
  });

  it("is stale when a source file was saved after the build started", () => {
    built();
    touch("server/index.ts", Date.now() + 5_000);
    expect(isBuildCurrent(out, root)).toBe(false);
  });

  it("is stale when a file the build read is gone, or one it wrote", () => {
    built({ inputs: ["server/index.ts", "server/removed.ts"] });
    expect(isBuildCurrent(out, root)).toBe(false);
    built({ outputs: ["server.js", "start-ABC123.js"] });
    expect(isBuildCurrent(out, root)).toBe(false);
  });
});
