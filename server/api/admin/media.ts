import type { Context, Hono } from "hono";
import { displayName, formatBytes, type UploadKind, uploadLimits } from "#domain/media-rules";
import { jsonError } from "#server/api/errors";
import { routeBodyLimit } from "#server/body-limits";
import * as media from "#server/operations/staff-media";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { answering, schoolContextOf } from "./staff-answer";

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
 * progress and its own retry. An album takes a photo into its draft itself (decision 0101).
 */
export function registerMedia(school: Hono<AdminEnv>, deps: AdminDeps): void {
  const context = (c: Context<AdminEnv>) => schoolContextOf(c, deps);
  school.get("/media/usage", (c) => answering(c, async () => c.json(await media.usage(context(c)))));
  // The school's uploaded photos, newest first, for the editor's "Choose from uploaded" and to name
  // the pictures of a text by the names they were uploaded with (issue 23). `?path=` (repeated):
  // only those uploads, photos or not.
  school.get("/media/photos", (c) =>
    answering(c, async () => c.json({ data: await media.photos(context(c), c.req.queries("path")) })),
  );
  school.get("/media/unused", (c) => answering(c, async () => c.json({ data: await media.unused(context(c)) })));
  school.delete("/media/unused/:path", (c) =>
    answering(c, async () => {
      await media.deleteUnused(context(c), c.req.param("path"));
      return c.body(null, 204);
    }),
  );

  const upload = (kind: UploadKind) => (c: Context<AdminEnv>) =>
    answering(c, async () => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const answer = await media.upload(context(c), kind, uploadedName(c), bytes);
      return c.json(answer, answer.duplicate ? 200 : 201);
    });

  const uploadPaths = { photo: "/media/photos", document: "/media/documents", video: "/media/videos" } as const;
  for (const kind of ["photo", "document", "video"] as const) {
    school.post(
      uploadPaths[kind],
      // The role first: someone who may not upload is refused before the body is read.
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
