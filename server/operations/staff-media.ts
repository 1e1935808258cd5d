import { recordActivity } from "#database/queries/activity";
import { describePhotos as writePhotoWords } from "#database/queries/album-photo-words";
import { findUploads, listUploads, storageUsed } from "#database/queries/media-files";
import { type PhotoRecord, photoWordsChangeSchema, type UploadResult, type UsageRecord } from "#domain/media-records";
import type { UploadKind } from "#domain/media-rules";
import { can } from "#domain/roles";
import { acceptUpload } from "#server/media/accept-upload";
import { quotaBytesOf } from "#server/media/school-quota";
import { deleteUnusedUpload, unusedUploads } from "#server/media/unused-uploads";
import { actorOf, allow, type SchoolContext } from "./staff-deps";
import { invalidInput, notFound, StaffError } from "./staff-error";

/**
 * The media library's operations (issue 14): the storage used against the school's quota
 * (decision 0075), the uploads no album or item holds, and an upload: one file, through the one
 * pipeline (decision 0080). The browser sends its own uploads to the API's routes, each with its
 * progress bar; an admin page's form (a photo field) uploads here, in the process.
 */

/** What each refusal answers: 413 for too big or over quota, 415 for a kind the server does not take. */
const refusalStatus = { empty: 422, type: 415, size: 413, quota: 413, undecodable: 422 } as const;

export async function usage(context: SchoolContext): Promise<UsageRecord> {
  allow(context.role, "admin.enter");
  const { db, config } = context.deps;
  return {
    usedBytes: await storageUsed(db, context.school),
    quotaBytes: await quotaBytesOf(db, context.school, config.storageQuotaBytes),
  };
}

/** The most photos "Choose from uploaded" offers: the newest, which is what an office looks for. */
const photoListLimit = 120;

/**
 * The school's uploaded photos, newest first, for the editor's "Choose from uploaded"; or, given
 * `paths`, only those uploads, photos or not, to name a text's pictures by their uploaded names (issue 23).
 */
export async function photos(context: SchoolContext, paths?: readonly string[]): Promise<PhotoRecord[]> {
  allow(context.role, "content.draft");
  const { db } = context.deps;
  if (paths && paths.length > 0) return findUploads(db, context.school, paths.slice(0, 500));
  const uploads = await listUploads(db, context.school);
  return uploads.filter((file) => file.width !== null).slice(0, photoListLimit);
}

/**
 * Photos' alt text, captions and decorative marks, as an album's grid sends them
 * (`{texts, decorative}`, decision 0101). Recording a child's consent is an editor's, as on the
 * consent screen: a contributor's words may say that a caption names a child, never that consent
 * is on file.
 */
export async function describePhotos(context: SchoolContext, input: unknown): Promise<void> {
  allow(context.role, "content.draft");
  const parsed = photoWordsChangeSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const { decorative } = parsed.data;
  const texts = can(context.role, "content.publish")
    ? parsed.data.texts
    : parsed.data.texts.map(({ consent: _consent, ...text }) => text);
  await writePhotoWords(context.deps.db, context.school, { texts, decorative });
}

export async function unused(context: SchoolContext): Promise<PhotoRecord[]> {
  allow(context.role, "content.draft");
  return unusedUploads(context.deps.db, context.school);
}

/** An upload no album or item holds, deleted; 409 when something holds it after all. */
export async function deleteUnused(context: SchoolContext, storedPath: string): Promise<void> {
  allow(context.role, "content.delete");
  const { db, files } = context.deps;
  const outcome = await deleteUnusedUpload(db, files, context.school, storedPath, new Date());
  if (outcome === "not_found") throw notFound("There is no such upload.");
  if (outcome === "in_use")
    throw new StaffError(409, "in_use", "This file is in an album or on the site; take it out there first.");
  await recordActivity(db, context.school, {
    ...actorOf(context),
    kind: "media",
    target: storedPath,
    action: "deleted an unused upload",
  });
}

/**
 * One file, checked, processed and stored. A refusal is 413 (too big, over quota), 415 (not a kind
 * the server takes) or 422. An album's photos widget puts a photo in the album's draft itself.
 */
export async function upload(
  context: SchoolContext,
  kind: UploadKind,
  name: string,
  bytes: Uint8Array,
): Promise<UploadResult> {
  allow(context.role, "content.draft");
  const { db, files, config } = context.deps;
  const uploadDeps = { db, files, quotaBytes: await quotaBytesOf(db, context.school, config.storageQuotaBytes) };
  const outcome = await acceptUpload(uploadDeps, context.school, kind, name, bytes, new Date());
  if (!outcome.ok) {
    const { reason, message } = outcome.refusal;
    throw new StaffError(refusalStatus[reason], `upload_${reason}`, message);
  }
  if (!outcome.duplicate) {
    await recordActivity(db, context.school, {
      ...actorOf(context),
      kind: "media",
      target: outcome.file.name,
      action: kind === "photo" ? "uploaded a photo" : kind === "video" ? "uploaded a video" : "uploaded a PDF",
    });
  }
  return { file: outcome.file, duplicate: outcome.duplicate };
}
