import type { Context, Hono } from "hono";
import { recordActivity } from "#database/queries/activity";
import { addAlbumPhotos } from "#database/queries/media-albums";
import { findUploads, listUploads, storageUsed } from "#database/queries/media-files";
import type { UploadResult, UsageRecord } from "#domain/media-records";
import { displayName, formatBytes, type UploadKind, uploadLimits } from "#domain/media-rules";
import { clientAddress } from "#server/api/client-address";
import { jsonError } from "#server/api/errors";
import { routeBodyLimit } from "#server/body-limits";
import { acceptUpload } from "#server/media/accept-upload";
import { quotaBytesOf } from "#server/media/school-quota";
import { deleteUnusedUpload, unusedUploads } from "#server/media/unused-uploads";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";

/** What each refusal answers: 413 for too big or over quota, 415 for a kind the server does not take. */
const refusalStatus = { empty: 422, type: 415, size: 413, quota: 413, undecodable: 422 } as const;

/** The most photos "Choose from uploaded" offers: the newest, which is what an office looks for. */
const photoListLimit = 120;

/** The file name the browser sends with the bytes (encoded, since a header is ASCII). */
function uploadedName(c: Context): string {
  const raw = c.req.header("x-file-name") ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Uploads (issue 14): one file per request, its bytes as the body, so every file has its own
 * progress and its own retry. `?album=<id>` adds an accepted photo to that album at once.
 */
export function registerMedia(school: Hono<AdminEnv>, deps: AdminDeps): void {
  const { db, config, files } = deps;
  // Each school's own quota when the operator set one (decision 0075), else the platform's.
  const quotaOf = (schoolCode: string) => quotaBytesOf(db, schoolCode, config.storageQuotaBytes);

  school.get("/media/usage", allow("admin.enter"), async (c) => {
    const usage: UsageRecord = {
      usedBytes: await storageUsed(db, c.get("school")),
      quotaBytes: await quotaOf(c.get("school")),
    };
    return c.json(usage);
  });

  // The school's uploaded photos, newest first, for the editor's "Choose from uploaded" and to name
  // the pictures of a text by the names they were uploaded with (issue 23). `?path=` (repeated):
  // only those uploads, photos or not.
  school.get("/media/photos", allow("content.draft"), async (c) => {
    const schoolCode = c.get("school");
    const paths = c.req.queries("path");
    if (paths && paths.length > 0) return c.json({ data: await findUploads(db, schoolCode, paths.slice(0, 500)) });
    const photos = (await listUploads(db, schoolCode)).filter((file) => file.width !== null);
    return c.json({ data: photos.slice(0, photoListLimit) });
  });

  school.get("/media/unused", allow("content.draft"), async (c) =>
    c.json({ data: await unusedUploads(db, c.get("school")) }),
  );

  school.delete("/media/unused/:path", allow("content.delete"), async (c) => {
    const schoolCode = c.get("school");
    const storedPath = c.req.param("path");
    const outcome = await deleteUnusedUpload(db, files, schoolCode, storedPath, new Date());
    if (outcome === "not_found") return jsonError(c, 404, "not_found", "There is no such upload.");
    if (outcome === "in_use") {
      return jsonError(c, 409, "in_use", "This file is in an album or on the site; take it out there first.");
    }
    const staff = c.get("staff");
    await recordActivity(db, schoolCode, {
      userId: staff.id,
      actor: staff.email,
      address: clientAddress(c, config.trustProxy),
      kind: "media",
      target: storedPath,
      action: "deleted an unused upload",
    });
    return c.body(null, 204);
  });

  const upload = (kind: UploadKind) => async (c: Context<AdminEnv>) => {
    const schoolCode = c.get("school");
    const name = uploadedName(c);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const uploadDeps = { db, files, quotaBytes: await quotaOf(schoolCode) };
    const outcome = await acceptUpload(uploadDeps, schoolCode, kind, name, bytes, new Date());
    if (!outcome.ok) {
      const { reason, message } = outcome.refusal;
      return jsonError(c, refusalStatus[reason], `upload_${reason}`, message);
    }
    const album = c.req.query("album");
    if (album && kind === "photo" && !(await addAlbumPhotos(db, schoolCode, album, [outcome.file.path], new Date()))) {
      return jsonError(c, 404, "not_found", "That album is not there any more.");
    }
    if (!outcome.duplicate) {
      const staff = c.get("staff");
      await recordActivity(db, schoolCode, {
        userId: staff.id,
        actor: staff.email,
        address: clientAddress(c, config.trustProxy),
        kind: "media",
        target: outcome.file.name,
        action: kind === "photo" ? "uploaded a photo" : kind === "video" ? "uploaded a video" : "uploaded a PDF",
      });
    }
    const answer: UploadResult = { file: outcome.file, duplicate: outcome.duplicate };
    return c.json(answer, outcome.duplicate ? 200 : 201);
  };

  const uploadPaths = { photo: "/media/photos", document: "/media/documents", video: "/media/videos" } as const;
  for (const kind of ["photo", "document", "video"] as const) {
    const path = uploadPaths[kind];
    school.post(
      path,
      allow("content.draft"),
      routeBodyLimit(uploadLimits[kind], (c) => {
        const name = displayName(uploadedName(c));
        const what = kind === "photo" ? "a photo" : "a PDF";
        return jsonError(
          c,
          413,
          "upload_size",
          `${name} is larger than ${formatBytes(uploadLimits[kind])}, the most ${what} may be.`,
        );
      }),
      upload(kind),
    );
  }
}
