import fs from "node:fs";
import path from "node:path";
import { hashFile } from "#content/bundle-store";
import type { Db } from "#database/connection";
import { listPageSources } from "#database/queries/pages";
import { listStoredFiles, readStoredBundle } from "#database/queries/school-content";

/**
 * What a school holds, minus what differs on every import of the same bundle
 * (a certificate's random stored name): two imports of one bundle give equal
 * states, and a state that mixes two bundles equals neither.
 */
export type SchoolState = {
  name: string;
  records: string[];
  certificates: string[];
  files: string[];
  pages: string[];
};

export async function readSchoolState(db: Db, school: string): Promise<SchoolState | undefined> {
  const bundle = await readStoredBundle(db, school);
  if (!bundle) return undefined;
  const records = [
    ...bundle.news.map((item) => `news ${item._id} ${item.title}`),
    ...bundle.galleries.map((item) => `gallery ${item._id} ${item.title} ${item.attachments.length}`),
    ...bundle.faculty.map((item) => `faculty ${item._id} ${item.name}`),
    ...bundle.birthdays.map((item) => `birthday ${item._id} ${item.name}`),
  ];
  return {
    name: bundle.profile.name,
    records,
    certificates: bundle.transferCertificates.map((item) => `${item.admission} ${item.name}`),
    files: (await listStoredFiles(db, school)).map((file) => `${file.bundleName} ${file.sha256}`),
    pages: (await listPageSources(db, school)).map((page) => `${page.slug} ${page.markdown}`),
  };
}

/** Stored paths the database names that are missing from disk or whose bytes are not the recorded ones. */
export async function brokenStoredFiles(db: Db, school: string, filesDir: string): Promise<string[]> {
  const broken: string[] = [];
  const stored = await listStoredFiles(db, school);
  const bundle = await readStoredBundle(db, school);
  const certificates = new Set(bundle?.transferCertificates.map((item) => item.file));
  for (const file of stored) {
    const onDisk = path.join(filesDir, file.storedPath);
    if (!fs.existsSync(onDisk)) broken.push(`${file.storedPath}: missing`);
    else if ((await hashFile(onDisk)) !== file.sha256) broken.push(`${file.storedPath}: other bytes`);
    certificates.delete(file.storedPath);
  }
  // A certificate the look-up can answer must be a stored file too.
  for (const file of certificates) broken.push(`${file}: certificate not among the stored files`);
  return broken;
}

/** The names in a school's public/ folder, or undefined when it has none. */
export function publicNames(filesDir: string, school: string): string[] | undefined {
  const folder = path.join(filesDir, school, "public");
  if (!fs.existsSync(folder)) return undefined;
  return (fs.readdirSync(folder, { recursive: true }) as string[]).map((name) => name.split(path.sep).join("/")).sort();
}
