import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundleSchema } from "#domain/content-schema";
import { disclosureFigures, figureWarnings } from "#domain/disclosure-figures";
import { disclosureHealth } from "#domain/disclosure-health";
import { disclosureDocuments } from "#domain/kinds/disclosure";
import { checkPdfFacts } from "#domain/publish-checks/pdf-checks";
import { readPdfFacts } from "#server/files/pdf-accessibility";

/**
 * The demo school's Mandatory Public Disclosure (issue 25) is complete on the demo's today,
 * 2026-11-21: nothing missing, expired, old or outside CBSE's norms, and each made-up PDF
 * passes the publish-time PDF checks.
 */
const demo = path.resolve(import.meta.dirname, "../../content/demo");
const bundle = bundleSchema.parse(JSON.parse(readFileSync(path.join(demo, "content.json"), "utf8")));

describe("the demo school's disclosure", () => {
  it("is complete, current and within the norms", () => {
    const disclosure = bundle.disclosure;
    expect(disclosure).toBeDefined();
    if (!disclosure) return;
    const figures = disclosureFigures(bundle.faculty, disclosure.enrolment, disclosure.sections);
    expect(figures).toEqual({
      teachers: { total: 27, pgt: 11, tgt: 6, prt: 4, other: 6 },
      pupilTeacherRatio: 28.89,
      teachersPerSection: 1.5,
    });
    expect(disclosureHealth(disclosure, "2026-11-21", [], figureWarnings(figures))).toEqual([]);
    for (const { name } of disclosureDocuments) expect(disclosure[name], name).toBeDefined();
  });

  it("gives every teacher a qualification", () => {
    for (const member of bundle.faculty) expect(member.qualification, member.name).not.toBe("");
  });

  // Drawn by hand (content/demo/lib/pdf.ts) with a title and a language but no structure tree, like
  // the demo's other PDFs: the checks' one warning is that they are untagged.
  it.each(disclosureDocuments.map(({ name }) => name))("%s is a PDF the publish-time checks read", async (name) => {
    const file = bundle.disclosure?.[name]?.file ?? "";
    const facts = await readPdfFacts(readFileSync(path.join(demo, "files", file)));
    expect(facts).toMatchObject({ readable: true, language: "en-IN" });
    expect(checkPdfFacts(facts, { kind: "file", file }).map((problem) => problem.code)).toEqual(["pdf-untagged"]);
  });
});
