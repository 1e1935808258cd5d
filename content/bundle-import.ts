import path from "node:path";
import type { Db } from "#database/connection";
import { recordActivity } from "#database/queries/activity";
import { countDrafts } from "#database/queries/editing";
import type { StoredPage } from "#database/queries/pages";
import { listAllStoredPaths } from "#database/queries/platform";
import { deriveId, replaceSchoolContent, type StoredFile } from "#database/queries/school-content";
import { schoolCodePattern } from "#domain/config";
import { type Bundle, type EntityName, entityNames, singleKindNames } from "#domain/content-schema";
import { isRichText } from "#domain/rich-text";
import { type BundleFile, loadBundle } from "./bundle-load";
import type { BundlePage } from "./bundle-pages";
import { discardStaged, stagePublic, swapInPublic } from "./bundle-public";
import { mapFileRefs } from "./bundle-refs";
import { removeUnreferenced, type StoredCopy, storeCertificate, storeHashed } from "./bundle-store";
import { renderHtmlPage, renderPage } from "./page-render";
import { sanitizeStoredHtml } from "./sanitize";
import type { FileStore } from "./storage/file-store";
import { storedFileKey } from "./storage/storage-key";

export type ImportOptions = {
  db: Db;
  /** Where the school's files go (content/storage/file-store.ts). */
  files: FileStore;
  dir: string;
  schoolCode: string;
  onProgress?: (message: string) => void;
  /** Throw away the drafts people are working on in the admin area (issue 13); without it, drafts refuse the import. */
  discardDrafts?: boolean;
};

export type ImportSummary = {
  counts: Record<EntityName, number>;
  /** Information pages in pages/. */
  pages: number;
  files: number;
  publicFiles: number;
  /** Stored files no school referred to any more, removed after the import. */
  removedFiles: number;
};

export type ImportResult = ({ ok: true } & ImportSummary) | { ok: false; problems: string[] };

const progressEvery = 50;

/**
 * Replaces one school's content with a bundle. Nothing is written unless the
 * whole bundle is valid; the database switch is one transaction, and files
 * are only added before it and only removed after it, so a failure at any
 * point leaves the site serving the old content.
 */
export async function importBundle(options: ImportOptions): Promise<ImportResult> {
  const { db, files, dir, schoolCode } = options;
  const progress = options.onProgress ?? (() => {});
  if (!schoolCodePattern.test(schoolCode)) {
    throw new Error(`Invalid school code ${JSON.stringify(schoolCode)}: expected lower-case letters, digits and -`);
  }
  const startedAt = Date.now();

  progress(`validate ${dir}`);
  const loaded = await loadBundle(dir);
  if (!loaded.ok) return { ok: false, problems: loaded.problems };
  // An import replaces the school's content whole: drafts would silently vanish with it.
  const drafts = await countDrafts(db, schoolCode);
  if (drafts > 0 && !options.discardDrafts) {
    return {
      ok: false,
      problems: [
        `${schoolCode} has ${drafts === 1 ? "1 draft" : `${drafts} drafts`} in the admin area, which an import would throw away. Publish or delete ${drafts === 1 ? "it" : "them"} first, or run the import again with --discard-drafts.`,
      ],
    };
  }

  const created: string[] = [];
  let staged: string | undefined;
  let swapIn: string;
  try {
    progress(`copy files 0/${loaded.files.length}`);
    const stored = await storeFiles(files, loaded.files, created, progress);

    progress(`public images 0/${loaded.publicFiles.length}`);
    const total = loaded.publicFiles.length;
    staged = await stagePublic(files, schoolCode, loaded.publicFiles, (done) => {
      if (done % progressEvery === 0 || done === total) progress(`public images ${done}/${total}`);
    });

    progress("database");
    const storedBundle = mapFileRefs(withIds(sanitized(loaded.bundle)), (ref) => {
      const file = stored.get(ref);
      if (!file) throw new Error(`No stored copy of files/${ref}`);
      return file.storedPath;
    });
    await replaceSchoolContent(db, schoolCode, storedBundle, [...stored.values()], rendered(loaded.pages));
    swapIn = staged;
  } catch (error) {
    await discardStaged(files, staged);
    await removeCreated(db, files, created);
    throw error;
  }

  progress("public images: swap in");
  try {
    await swapInPublic(files, schoolCode, swapIn);
  } catch (error) {
    await discardStaged(files, swapIn);
    throw new Error(`Content imported, but public/ could not be swapped in: ${(error as Error).message}`);
  }

  progress("cleanup");
  let removedFiles = 0;
  try {
    removedFiles = await removeUnreferenced(files, await listAllStoredPaths(db), startedAt);
    progress(`cleanup: removed ${removedFiles} unused files`);
  } catch (error) {
    // The import itself succeeded; leftovers are removed by the next clean-up.
    progress(`cleanup failed: ${(error as Error).message}`);
  }

  await recordActivity(db, schoolCode, {
    userId: null,
    actor: "command line",
    kind: "content",
    target: path.basename(path.resolve(dir)),
    action:
      drafts > 0
        ? `imported a bundle, discarding ${drafts === 1 ? "1 draft" : `${drafts} drafts`}`
        : "imported a bundle",
    address: "local",
  });

  const counts = Object.fromEntries(entityNames.map((entity) => [entity, loaded.bundle[entity].length])) as Record<
    EntityName,
    number
  >;
  return {
    ok: true,
    counts,
    pages: loaded.pages.length,
    files: loaded.files.length,
    publicFiles: loaded.publicFiles.length,
    removedFiles,
  };
}

/** Every file is stored durably (the store flushes each) before the database names it. */
async function storeFiles(
  store: FileStore,
  files: BundleFile[],
  created: string[],
  progress: (message: string) => void,
): Promise<Map<string, StoredFile>> {
  const stored = new Map<string, StoredFile>();
  let done = 0;
  for (const file of files) {
    const copy: StoredCopy = file.certificate
      ? await storeCertificate(store, file.source)
      : await storeHashed(store, file.source);
    if (copy.created) created.push(copy.storedPath);
    stored.set(file.name, { bundleName: file.name, storedPath: copy.storedPath, sha256: copy.sha256 });
    done += 1;
    if (done % progressEvery === 0 || done === files.length) progress(`files ${done}/${files.length}`);
  }
  return stored;
}

function sanitized(bundle: Bundle): Bundle {
  return {
    ...bundle,
    principalMessages: bundle.principalMessages.map((item) => ({ ...item, message: sanitizeStoredHtml(item.message) })),
    // A description written as HTML is rendered as HTML (domain/rich-text.ts): it is cleaned like a message.
    news: bundle.news.map((item) => ({ ...item, description: richOrPlain(item.description) })),
    events: bundle.events.map((item) => ({ ...item, description: richOrPlain(item.description) })),
  };
}

function richOrPlain(description: string): string {
  return isRichText(description) ? sanitizeStoredHtml(description) : description;
}

/** Pages are stored with their HTML rendered and cleaned once, here, so serving one is a single read. */
function rendered(pages: BundlePage[]): StoredPage[] {
  return pages.map(({ slug, markdown, format }) => ({
    slug,
    markdown,
    format,
    ...(format === "html" ? renderHtmlPage(markdown) : renderPage(markdown)),
  }));
}

/**
 * Ids left out of the bundle are derived here, from the record as the bundle
 * writes it, so they stay the same when only a file's bytes change (an album
 * keeps its URL when a photo is replaced) and for certificates, whose stored
 * names are new on every import.
 */
function withIds(bundle: Bundle): Bundle {
  const result: Record<string, unknown> = { profile: bundle.profile };
  for (const entity of entityNames) {
    result[entity] = (bundle[entity] as Array<{ _id?: string }>).map((item, position) => ({
      ...item,
      _id: item._id ?? deriveId(entity, position, item),
    }));
  }
  // The single kinds' objects (the disclosure) have no id: a school has one.
  for (const kind of singleKindNames) if (bundle[kind] !== undefined) result[kind] = bundle[kind];
  return result as Bundle;
}

/** After a failure, files this import added are removed unless someone already refers to them. */
async function removeCreated(db: Db, files: FileStore, created: string[]): Promise<void> {
  if (created.length === 0) return;
  let referenced: Set<string>;
  try {
    referenced = await listAllStoredPaths(db);
  } catch {
    // Leftovers are harmless; the next successful import's clean-up removes them.
    return;
  }
  for (const storedPath of created) {
    if (!referenced.has(storedPath)) await files.delete(storedFileKey(storedPath));
  }
}
