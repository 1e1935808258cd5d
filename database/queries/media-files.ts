import type { Db } from "#database/connection";
import { forSchool, type SchoolDb, writeSchool } from "#database/school-scope";
import type { PhotoRecord, PhotoTextInput } from "#domain/media-records";

/**
 * A school's uploaded files (decision 0061). Each is also a `stored_file` row, named
 * `uploads/<stored path>` in the bundle, so an export carries it, an import keeps it, and the
 * clean-up of unreferenced files (content/bundle-store.ts) leaves it alone. A `media_file` row
 * whose stored file a later import dropped counts for nothing: every read here asks that the
 * stored file is still the school's.
 */

export type NewUpload = {
  storedPath: string;
  /** The stored copy's hash, for its `stored_file` row. */
  sha256: string;
  uploadSha256: string;
  kind: "photo" | "document" | "video";
  name: string;
  bytes: number;
  width: number | null;
  height: number | null;
};

type MediaRow = {
  stored_path: string;
  original_name: string;
  bytes: number | string;
  width: number | null;
  height: number | null;
  alt: string;
  caption: string;
  decorative: number;
  names_child: number;
  consent: string | null;
};

const recordColumns = [
  "stored_path",
  "original_name",
  "bytes",
  "width",
  "height",
  "alt",
  "caption",
  "decorative",
  "names_child",
  "consent",
] as const;

function toRecord(row: MediaRow): PhotoRecord {
  return {
    path: row.stored_path,
    name: row.original_name,
    // PostgreSQL's bigint arrives as text.
    bytes: Number(row.bytes),
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    alt: row.alt,
    caption: row.caption,
    decorative: Number(row.decorative) === 1,
    namesChild: Number(row.names_child) === 1,
    consent: row.consent === "given" || row.consent === "refused" ? row.consent : null,
  };
}

/** The bundle name an upload gets in its school's `stored_file`. */
export function uploadBundleName(storedPath: string): string {
  return `uploads/${storedPath}`;
}

function stillStored(school: SchoolDb) {
  return school.selectFrom("stored_file").select("stored_path");
}

/** The file this school already has with these uploaded bytes, if any. */
export async function findUpload(db: Db, schoolCode: string, uploadSha256: string): Promise<PhotoRecord | undefined> {
  const school = forSchool(db, schoolCode);
  const row = await school
    .selectFrom("media_file")
    .select(recordColumns)
    .where("upload_sha256", "=", uploadSha256)
    .where("stored_path", "in", stillStored(school))
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/**
 * Records a stored upload. A row left by an earlier upload of the same stored path (whose stored
 * file an import dropped since) is taken over, words included: the photo is the same.
 */
export async function recordUpload(db: Db, schoolCode: string, upload: NewUpload, at: Date): Promise<PhotoRecord> {
  return forSchool(db, schoolCode).transaction(async (school) => {
    await school
      .insertInto("stored_file")
      .values({
        bundle_name: uploadBundleName(upload.storedPath),
        stored_path: upload.storedPath,
        sha256: upload.sha256,
      })
      .onConflict((conflict) => conflict.column("bundle_name").doNothing())
      .execute();
    const row = {
      upload_sha256: upload.uploadSha256,
      kind: upload.kind,
      original_name: upload.name,
      bytes: upload.bytes,
      width: upload.width,
      height: upload.height,
      uploaded_at: at.toISOString(),
    };
    await school
      .insertInto("media_file")
      .values({ stored_path: upload.storedPath, ...row })
      .onConflict((conflict) => conflict.column("stored_path").doUpdateSet(row))
      .execute();
    const stored = await school
      .selectFrom("media_file")
      .select(recordColumns)
      .where("stored_path", "=", upload.storedPath)
      .executeTakeFirstOrThrow();
    return toRecord(stored);
  });
}

/** Bytes the school's uploads take: what its quota counts. */
export async function storageUsed(db: Db, schoolCode: string): Promise<number> {
  const school = forSchool(db, schoolCode);
  const row = await school
    .selectFrom("media_file")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("bytes"), eb.lit(0)).as("used"))
    .where("stored_path", "in", stillStored(school))
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/** The uploaded files among `paths`, in the order of `paths`; paths that are not uploads are left out. */
export async function findUploads(db: Db, schoolCode: string, paths: readonly string[]): Promise<PhotoRecord[]> {
  if (paths.length === 0) return [];
  const school = forSchool(db, schoolCode);
  const found = new Map<string, PhotoRecord>();
  for (let start = 0; start < paths.length; start += 500) {
    const rows = await school
      .selectFrom("media_file")
      .select(recordColumns)
      .where("stored_path", "in", paths.slice(start, start + 500))
      .where("stored_path", "in", stillStored(school))
      .execute();
    for (const row of rows) found.set(row.stored_path, toRecord(row));
  }
  return paths.flatMap((path) => found.get(path) ?? []);
}

/**
 * Sets photos' alt text, caption and decorative mark, and, when given, whether the caption names a
 * child and the child's consent. A decorative photo keeps no alt text.
 */
export async function setPhotoTexts(school: SchoolDb, texts: readonly PhotoTextInput[]): Promise<void> {
  for (const text of texts) {
    await school
      .updateTable("media_file")
      .set({
        alt: text.decorative ? "" : text.alt,
        caption: text.caption,
        decorative: text.decorative ? 1 : 0,
        ...(text.namesChild === undefined ? {} : { names_child: text.namesChild ? 1 : 0 }),
        ...(text.consent === undefined ? {} : { consent: text.consent }),
      })
      .where("stored_path", "=", text.path)
      .execute();
  }
}

/**
 * The school's photos kept off its public site: their captions name a child without consent on
 * file (domain/consent.ts isWithheldPhoto, written here as a query so the lists stay one read).
 */
export async function withheldPhotoPaths(db: Db, schoolCode: string): Promise<Set<string>> {
  const rows = await forSchool(db, schoolCode)
    .selectFrom("media_file")
    .select("stored_path")
    .where("names_child", "=", 1)
    .where((eb) => eb.or([eb("consent", "is", null), eb("consent", "!=", "given")]))
    .execute();
  return new Set(rows.map((row) => row.stored_path));
}

/** Photos whose caption names a child without consent on file, for the consent list. */
export async function photosWithoutConsent(db: Db, schoolCode: string): Promise<PhotoRecord[]> {
  const school = forSchool(db, schoolCode);
  const rows = await school
    .selectFrom("media_file")
    .select(recordColumns)
    .where("names_child", "=", 1)
    .where((eb) => eb.or([eb("consent", "is", null), eb("consent", "!=", "given")]))
    .where("stored_path", "in", stillStored(school))
    .orderBy("uploaded_at", "desc")
    .execute();
  return rows.map(toRecord);
}

/** One photo's consent state; false when the school has no such photo. */
export async function setPhotoConsent(
  db: Db,
  schoolCode: string,
  storedPath: string,
  consent: "given" | "refused" | null,
): Promise<PhotoRecord | undefined> {
  return writeSchool(db, schoolCode, async (school) => {
    const result = await school
      .updateTable("media_file")
      .set({ consent })
      .where("stored_path", "=", storedPath)
      .where("names_child", "=", 1)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return undefined;
    const row = await school
      .selectFrom("media_file")
      .select(recordColumns)
      .where("stored_path", "=", storedPath)
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  });
}

/** Marks a batch of photos decorative in one step. */
export async function markDecorative(school: SchoolDb, paths: readonly string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += 500) {
    await school
      .updateTable("media_file")
      .set({ alt: "", decorative: 1 })
      .where("stored_path", "in", paths.slice(start, start + 500))
      .execute();
  }
}

/** The alt text and caption of each of `paths` that has words, for the public album page. */
export async function photoWords(
  db: Db,
  schoolCode: string,
  paths: readonly string[],
): Promise<Map<string, { alt: string; caption: string; decorative: boolean }>> {
  const words = new Map<string, { alt: string; caption: string; decorative: boolean }>();
  for (const photo of await findUploads(db, schoolCode, paths)) {
    words.set(photo.path, { alt: photo.alt, caption: photo.caption, decorative: photo.decorative });
  }
  return words;
}

/** Every upload the school still has, newest first. */
export async function listUploads(db: Db, schoolCode: string): Promise<PhotoRecord[]> {
  const school = forSchool(db, schoolCode);
  const rows = await school
    .selectFrom("media_file")
    .select(recordColumns)
    .where("stored_path", "in", stillStored(school))
    .orderBy("uploaded_at", "desc")
    .execute();
  return rows.map(toRecord);
}

/**
 * Takes an upload out of the school: its records go, so its bytes stop counting against the quota.
 * The caller makes sure nothing uses it (server/media/unused-uploads.ts). False when it was not there.
 */
export async function deleteUpload(db: Db, schoolCode: string, storedPath: string): Promise<boolean> {
  return forSchool(db, schoolCode).transaction(async (school) => {
    const removed = await school.deleteFrom("media_file").where("stored_path", "=", storedPath).executeTakeFirst();
    await school.deleteFrom("stored_file").where("bundle_name", "=", uploadBundleName(storedPath)).execute();
    return removed.numDeletedRows > 0n;
  });
}
