import fs from "node:fs/promises";
import path from "node:path";
import type { Db } from "#database/connection";
import { listPageSources } from "#database/queries/pages";
import { listStoredFiles, readStoredBundle } from "#database/queries/school-content";
import { type Bundle, bundleSchema, type EntityName, entityNames, recordShapeOf } from "#domain/content-schema";
import { publicFolderKey } from "./bundle-public";
import { checkRefPath, mapFileRefs } from "./bundle-refs";
import { isManagedPath } from "./bundle-store";
import { isMissing } from "./bundle-tree";
import type { FileStore } from "./storage/file-store";
import { storedFileKey } from "./storage/storage-key";

export type ExportOptions = { db: Db; files: FileStore; dir: string; schoolCode: string };

export type ExportSummary = { counts: Record<EntityName, number>; pages: number; files: number; publicFiles: number };

/**
 * Writes a school back out as a bundle that imports to the same content.
 * content.json is written last, so an interrupted export is a folder that
 * fails validation rather than one that silently lacks files.
 */
export async function exportBundle(options: ExportOptions): Promise<ExportSummary> {
  const { db, files, dir, schoolCode } = options;
  await requireEmptyFolder(dir);
  const stored = await readStoredBundle(db, schoolCode);
  if (!stored) throw new Error(`No school "${schoolCode}" in the database`);
  const storedFiles = await listStoredFiles(db, schoolCode);

  // Identical files share one stored copy; the first bundle name (by name) stands for all of
  // them, which is stable, so export → import → export gives the same content.json.
  const nameOf = new Map<string, string>();
  for (const file of storedFiles) if (!nameOf.has(file.storedPath)) nameOf.set(file.storedPath, file.bundleName);
  const bundle = mapFileRefs(stored, (storedPath) => {
    const name = nameOf.get(storedPath);
    if (name === undefined) throw new Error(`The database refers to ${storedPath} but has no file record for it`);
    return name;
  });

  const filesDir = path.join(dir, "files");
  await fs.mkdir(filesDir, { recursive: true });
  for (const file of storedFiles) {
    const reason = checkRefPath(file.bundleName);
    if (reason || !isManagedPath(file.storedPath)) {
      throw new Error(`Refusing to export stored file ${file.storedPath} as ${file.bundleName}: unsafe name`);
    }
    const key = storedFileKey(file.storedPath);
    if (!(await files.stat(key))) throw new Error(`Stored file ${file.storedPath} (${file.bundleName}) is missing`);
    await copyOut(files, key, path.join(filesDir, ...file.bundleName.split("/")));
  }

  const publicFolder = publicFolderKey(schoolCode);
  const publicKeys = await files.list(publicFolder, { recursive: true });
  const publicDir = path.join(dir, "public");
  await fs.mkdir(publicDir, { recursive: true });
  for (const key of publicKeys) {
    const name = key.slice(publicFolder.length + 1);
    await copyOut(files, key, path.join(publicDir, ...name.split("/")));
  }

  // Always written, even empty, so the exported bundle shows where pages go. The Markdown is written as
  // it was read (fatal UTF-8 decoding keeps every byte, BOM included), so a round trip changes nothing.
  const pages = await listPageSources(db, schoolCode);
  const pagesDir = path.join(dir, "pages");
  await fs.mkdir(pagesDir, { recursive: true });
  for (const page of pages) {
    const extension = page.format === "html" ? "html" : "md";
    await fs.writeFile(path.join(pagesDir, `${page.slug}.${extension}`), page.markdown, "utf8");
  }

  await fs.writeFile(path.join(dir, "content.json"), bundleJson(bundle));
  const counts = Object.fromEntries(entityNames.map((entity) => [entity, bundle[entity].length])) as Record<
    EntityName,
    number
  >;
  return { counts, pages: pages.length, files: storedFiles.length, publicFiles: publicKeys.length };
}

/** A stored file into the bundle's folder on this machine, streamed rather than held whole. */
async function copyOut(files: FileStore, key: string, target: string): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const handle = await fs.open(target, "w");
  const reader = files.stream(key).getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) await handle.write(chunk.value);
  } catch (error) {
    // Closes the stored file too when the copy stops short.
    await reader.cancel().catch(() => {});
    throw error;
  } finally {
    await handle.close();
  }
}

async function requireEmptyFolder(dir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await fs.readdir(dir);
  } catch (error) {
    if (isMissing(error)) {
      await fs.mkdir(dir, { recursive: true });
      return;
    }
    if ((error as NodeJS.ErrnoException).code === "ENOTDIR") throw new Error(`${dir} is a file, not a folder`);
    throw error;
  }
  if (entries.length > 0) throw new Error(`${dir} is not empty; export into a new or empty folder`);
}

/** Keeps only the keys a schema declares, in its order, leaving out absent optional ones. */
function inSchemaOrder(value: object, keys: string[]): Record<string, unknown> {
  const record = value as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const key of keys) if (record[key] !== undefined) ordered[key] = record[key];
  return ordered;
}

/**
 * content.json as export writes it: keys in schema order (profile first,
 * `_id` first in each record), two-space indent and a final newline, so two
 * exports of the same content are byte-identical and diff cleanly.
 */
export function bundleJson(bundle: Bundle): string {
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(bundleSchema.shape) as (keyof Bundle)[]) {
    const value: object | object[] | undefined = bundle[key];
    const keys = Object.keys(recordShapeOf(key));
    if (Array.isArray(value)) ordered[key] = value.map((item) => inSchemaOrder(item, keys));
    // A single kind's object (the disclosure) is written only when the school has one; its
    // nested documents and rows keep the order they were stored in, which is the schema's.
    else if (value !== undefined) ordered[key] = inSchemaOrder(value, keys);
  }
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
