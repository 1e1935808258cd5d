import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "#database/connection";
import { listItems } from "#database/queries/lists";
import { loadConfig } from "#domain/config";
import { contentKinds } from "#domain/content-kinds";
import { createPublicContent } from "#server/operations/public-content";
import { makeBundle, tempDir, tinyPng } from "#tests/fixtures/make-bundle";
import { openTestDatabase } from "#tests/test-database";
import { exportBundle } from "./bundle-export";
import { importBundle } from "./bundle-import";
import { openFileStore } from "./storage/open-file-store";

const opened: Db[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

/** A bundle with one topper and one birthday of each consent state: none, given, refused. */
async function consentBundle() {
  const photo = await tinyPng(9, 9, 9);
  return makeBundle((spec) => {
    spec.files["people/child.png"] = photo;
    const topper = {
      class: "X" as const,
      division: "97%",
      sessionYear: "2025-2026",
      attachments: ["people/child.png"],
    };
    spec.content.toppers = [
      { _id: "none", name: "Aarav Sharma", ...topper },
      { _id: "given", name: "Priya Verma", ...topper, consent: "given" },
      { _id: "refused", name: "Kabir Singh", ...topper, consent: "refused" },
    ];
    spec.content.birthdays = [
      { _id: "b-none", name: "Ishita Agarwal", class: "V-A", date: "02-29", attachments: ["people/child.png"] },
      { _id: "b-given", name: "Riya Gupta", class: "V-A", date: "02-29", consent: "given" },
    ];
  });
}

async function importConsentBundle() {
  const dataDir = tempDir("consent-data");
  const config = loadConfig({ DATA_DIR: dataDir });
  const { db } = await openTestDatabase({ dataDir });
  opened.push(db);
  const dir = await consentBundle();
  const result = await importBundle({ db, files: openFileStore(config), dir, schoolCode: "demo" });
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return { db, config, dir };
}

describe("children's consent through import, API and export", () => {
  it("treats a record without the field as having no consent, and keeps the states given", async () => {
    const { db } = await importConsentBundle();
    const toppers = await listItems(db, contentKinds.toppers, "demo");
    expect(Object.fromEntries(toppers.map((item) => [item._id, item.consent ?? "none"]))).toEqual({
      none: "none",
      given: "given",
      refused: "refused",
    });
  });

  it("answers the short name and no photo for records without consent, and never the state", async () => {
    const { db } = await importConsentBundle();
    const content = createPublicContent({
      db,
      timeZoneOf: async () => "Asia/Kolkata",
      now: () => new Date("2028-02-29T06:00:00Z"),
    });
    const toppers: Array<Record<string, unknown>> = await content.list("demo", "toppers");
    const byId = Object.fromEntries(toppers.map((record) => [record._id, record]));
    expect(byId.none).toMatchObject({ name: "Aarav S.", attachments: [] });
    expect(byId.refused).toMatchObject({ name: "Kabir S.", attachments: [] });
    expect(byId.given).toMatchObject({ name: "Priya Verma" });
    expect(byId.given.attachments).toHaveLength(1);
    for (const record of toppers) expect(record).not.toHaveProperty("consent");

    const birthdays: Array<Record<string, unknown>> = await content.list("demo", "birthdays");
    expect(birthdays.map((record) => [record.name, record.attachments])).toEqual([
      ["Ishita A.", []],
      ["Riya Gupta", []],
    ]);
  });

  it("exports exactly what it imported: no field where the bundle had none", async () => {
    const { db, config, dir } = await importConsentBundle();
    const out = tempDir("consent-export");
    fs.rmSync(out, { recursive: true });
    await exportBundle({ db, files: openFileStore(config), dir: out, schoolCode: "demo" });
    const read = (folder: string) => JSON.parse(fs.readFileSync(path.join(folder, "content.json"), "utf8"));
    const exported = read(out);
    const original = read(dir);
    expect(exported.toppers.map((item: { consent?: string }) => item.consent)).toEqual([undefined, "given", "refused"]);
    expect("consent" in exported.toppers[0]).toBe(false);
    expect(exported.birthdays.map((item: { consent?: string }) => item.consent)).toEqual(
      original.birthdays.map((item: { consent?: string }) => item.consent),
    );
  });
});
