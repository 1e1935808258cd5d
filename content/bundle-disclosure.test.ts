import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "#database/connection";
import { findSingleItem } from "#database/queries/single-items";
import { loadConfig } from "#domain/config";
import { fixtureDisclosure } from "#tests/fixtures/disclosure";
import { makeBundle, tempDir, tinyPdf } from "#tests/fixtures/make-bundle";
import { openTestDatabase } from "#tests/test-database";
import { exportBundle } from "./bundle-export";
import { importBundle } from "./bundle-import";
import { openFileStore } from "./storage/open-file-store";

/** The disclosure (issue 25) in a bundle: imported with its PDFs, exported back as it was read. */
const opened: Db[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

async function setup() {
  const dataDir = tempDir("data");
  const config = loadConfig({ DATA_DIR: dataDir });
  const { db } = await openTestDatabase({ dataDir });
  opened.push(db);
  return { db, files: openFileStore(config) };
}

const names = ["affiliation", "trust", "noc", "rte", "building", "fire", "deo", "sanitation"];
const more = ["calendar", "smc", "pta", "annual-report"];

async function bundleWithDisclosure(change?: (disclosure: Record<string, unknown>) => void) {
  return makeBundle((spec) => {
    for (const name of [...names, ...more]) spec.files[`disclosure/${name}.pdf`] = tinyPdf(name);
    const disclosure = fixtureDisclosure((name) => `disclosure/${name}.pdf`);
    change?.(disclosure as Record<string, unknown>);
    (spec.content as Record<string, unknown>).disclosure = disclosure;
  });
}

describe("the disclosure in a bundle", () => {
  it("round-trips: import, export, import again gives the same content.json and files", async () => {
    const first = await setup();
    const source = await bundleWithDisclosure();
    const imported = await importBundle({ db: first.db, files: first.files, dir: source, schoolCode: "demo" });
    if (!imported.ok) throw new Error(imported.problems.join("\n"));

    // Stored with the files' stored paths, like every other file reference.
    const stored = await findSingleItem(first.db, "demo", "disclosure");
    expect(stored?.fireSafety?.file).toMatch(/^[0-9a-f]{64}\.pdf$/);

    const out = path.join(tempDir("export"), "out");
    await exportBundle({ db: first.db, files: first.files, dir: out, schoolCode: "demo" });
    const exported = JSON.parse(fs.readFileSync(path.join(out, "content.json"), "utf8"));
    const original = JSON.parse(fs.readFileSync(path.join(source, "content.json"), "utf8"));
    expect(Object.keys(exported).at(-1)).toBe("disclosure");
    expect(exported.disclosure).toEqual(
      // The export writes the schema's defaults out (an empty remark).
      {
        ...original.disclosure,
        boardResults: original.disclosure.boardResults.map((row: object) => ({ remarks: "", ...row })),
      },
    );
    for (const name of names) {
      expect(fs.readFileSync(path.join(out, "files", "disclosure", `${name}.pdf`))).toEqual(tinyPdf(name));
    }

    const second = await setup();
    const again = await importBundle({ db: second.db, files: second.files, dir: out, schoolCode: "demo" });
    if (!again.ok) throw new Error(again.problems.join("\n"));
    const out2 = path.join(tempDir("export"), "out");
    await exportBundle({ db: second.db, files: second.files, dir: out2, schoolCode: "demo" });
    expect(fs.readFileSync(path.join(out2, "content.json"), "utf8")).toBe(
      fs.readFileSync(path.join(out, "content.json"), "utf8"),
    );
  });

  it("is optional: a bundle without it imports, and exports without it", async () => {
    const target = await setup();
    const source = await makeBundle();
    const imported = await importBundle({ db: target.db, files: target.files, dir: source, schoolCode: "demo" });
    expect(imported.ok).toBe(true);
    expect(await findSingleItem(target.db, "demo", "disclosure")).toBeUndefined();
    const out = path.join(tempDir("export"), "out");
    await exportBundle({ db: target.db, files: target.files, dir: out, schoolCode: "demo" });
    expect(JSON.parse(fs.readFileSync(path.join(out, "content.json"), "utf8"))).not.toHaveProperty("disclosure");
  });

  it("refuses a document that is not a PDF, or names a file the bundle lacks, at its place", async () => {
    const target = await setup();
    const source = await bundleWithDisclosure((disclosure) => {
      disclosure.fireSafety = { file: "disclosure/fire.jpg", attestedBy: "Principal", attestedOn: "2026-06-01" };
      disclosure.stateNoc = { file: "disclosure/absent.pdf", attestedBy: "Principal", attestedOn: "2026-06-01" };
    });
    const result = await importBundle({ db: target.db, files: target.files, dir: source, schoolCode: "demo" });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.join("\n");
    expect(problems).toContain("disclosure.fireSafety.file");
    expect(problems).toContain("disclosure.stateNoc.file");
  });
});
