import { createHash } from "node:crypto";
import type { FileStore } from "#content/storage/file-store";
import type { Db } from "#database/connection";
import { findUpload, recordUpload, storageUsed } from "#database/queries/media-files";
import type { PhotoRecord } from "#domain/media-records";
import { displayName, quotaRefusal, type Refusal, type UploadKind, uploadRefusal } from "#domain/media-rules";
import { isPhotoType, sniffLength, sniffType, storedFormats } from "#domain/media-type";
import { processPhoto, UndecodablePhoto } from "./photo-process";
import { storeBytes } from "./store-bytes";

export type UploadDeps = { db: Db; files: FileStore; quotaBytes: number };

export type UploadOutcome =
  | { ok: true; file: PhotoRecord; duplicate: boolean }
  | { ok: false; refusal: Refusal | { reason: "undecodable"; message: string } };

/**
 * One uploaded file, start to end (issue 14): its type read from its bytes, the rules for its kind
 * and size, the same bytes noticed, a photo made upright, small enough and stripped of metadata,
 * the quota asked with the size that will be stored, then stored and recorded.
 */
export async function acceptUpload(
  deps: UploadDeps,
  schoolCode: string,
  kind: UploadKind,
  uploadedName: string,
  bytes: Uint8Array,
  now: Date,
): Promise<UploadOutcome> {
  const name = displayName(uploadedName);
  const type = sniffType(bytes.subarray(0, sniffLength));
  const refused = uploadRefusal(kind, name, bytes.length, type);
  if (refused) return { ok: false, refusal: refused };

  const uploadSha256 = createHash("sha256").update(bytes).digest("hex");
  const existing = await findUpload(deps.db, schoolCode, uploadSha256);
  if (existing) return { ok: true, file: existing, duplicate: true };

  let stored: { data: Uint8Array; width: number | null; height: number | null };
  let extension: string;
  if (isPhotoType(type)) {
    try {
      stored = await processPhoto(bytes, type);
    } catch (error) {
      if (!(error instanceof UndecodablePhoto)) throw error;
      return {
        ok: false,
        refusal: {
          reason: "undecodable",
          message: `${name} could not be read as a picture: it may be damaged or only partly uploaded. Open it on your device, save it again as JPEG, and retry.`,
        },
      };
    }
    extension = storedFormats[type].extension;
  } else {
    // A PDF or a video is stored as sent.
    stored = { data: bytes, width: null, height: null };
    extension = type === "mp4" ? storedFormats.mp4.extension : storedFormats.pdf.extension;
  }

  const usage = { usedBytes: await storageUsed(deps.db, schoolCode), quotaBytes: deps.quotaBytes };
  const overQuota = quotaRefusal(usage, name, stored.data.length);
  if (overQuota) return { ok: false, refusal: overQuota };

  const { storedPath, sha256 } = await storeBytes(deps.files, stored.data, extension);
  const file = await recordUpload(
    deps.db,
    schoolCode,
    {
      storedPath,
      sha256,
      uploadSha256,
      kind,
      name,
      bytes: stored.data.length,
      width: stored.width,
      height: stored.height,
    },
    now,
  );
  return { ok: true, file, duplicate: false };
}
