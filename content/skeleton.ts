import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Db } from "#database/connection";
import type { BundleInput } from "#domain/content-schema";
import { type ImportResult, importBundle } from "./bundle-import";
import type { FileStore } from "./storage/file-store";

/**
 * The bundle `npm run admin -- school add CODE` starts a school with when no bundle is given:
 * a profile whose every required field says it is still to be filled in, two one-page PDFs
 * the profile requires, and no records. The site shows it with its placeholders until the
 * school's own bundle is imported (`npm run content -- import DIR --school CODE`).
 */
export function skeletonContent(schoolCode: string, name?: string): BundleInput {
  const site = `https://${schoolCode}.invalid`;
  return {
    profile: {
      name: name ?? `School ${schoolCode}`,
      blurb: "This school's site has not been filled in yet.",
      board: "To be filled in",
      affiliation: "To be filled in",
      address: "To be filled in",
      phone: "To be filled in",
      email: `office@${schoolCode}.invalid`,
      portalUrl: `${site}/portal`,
      appStoreUrl: `${site}/ios`,
      playStoreUrl: `${site}/android`,
      videoChannelUrl: `${site}/videos`,
      mapEmbedUrl: `${site}/map`,
      vendorName: "To be filled in",
      vendorUrl: `${site}/vendor`,
      admissionGuidelinesPdf: "docs/admission-guidelines.pdf",
      sessionCalendarPdf: "docs/session-calendar.pdf",
    },
  };
}

/** A one-page PDF saying `text`, small and valid. */
export function placeholderPdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<</Type/Catalog/Pages 2 0 R>>",
    "<</Type/Pages/Kids[3 0 R]/Count 1>>",
    "<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>",
    `<</Length ${stream.length}>>stream\n${stream}\nendstream`,
    "<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj${object}endobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Writes the skeleton bundle of `schoolCode` (named `name`, when given) into the empty folder `dir`. */
export async function writeSkeletonBundle(dir: string, schoolCode: string, name?: string): Promise<void> {
  await fs.mkdir(path.join(dir, "files", "docs"), { recursive: true });
  await fs.writeFile(path.join(dir, "content.json"), `${JSON.stringify(skeletonContent(schoolCode, name), null, 2)}\n`);
  await fs.writeFile(
    path.join(dir, "files", "docs", "admission-guidelines.pdf"),
    placeholderPdf("Admission guidelines: to be published."),
  );
  await fs.writeFile(
    path.join(dir, "files", "docs", "session-calendar.pdf"),
    placeholderPdf("Session calendar: to be published."),
  );
}

/**
 * Adds a school from its skeleton (the operator's "new school", from the command line or the
 * admin area): the bundle is written to a temporary folder and imported like any other.
 */
export async function importSkeletonSchool(options: {
  db: Db;
  files: FileStore;
  schoolCode: string;
  name?: string;
  onProgress?: (message: string) => void;
}): Promise<ImportResult> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "school-skeleton-"));
  try {
    await writeSkeletonBundle(dir, options.schoolCode, options.name);
    return await importBundle({ ...options, dir });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
