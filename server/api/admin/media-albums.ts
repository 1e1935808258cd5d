import type { Context, Hono } from "hono";
import { recordActivity } from "#database/queries/activity";
import { changeAlbum, createAlbum, findAlbum, listAlbums, publishAlbum } from "#database/queries/media-albums";
import { albumChangeSchema, albumIdSchema, albumInputSchema } from "#domain/media-records";
import { checkAlbumPhotos } from "#domain/publish-checks/album-checks";
import { refusesPublish } from "#domain/publish-checks/problem";
import { can } from "#domain/roles";
import { isoDateOf, schoolToday } from "#domain/school-date";
import { clientAddress } from "#server/api/client-address";
import { jsonError } from "#server/api/errors";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { invalid, jsonBody } from "./validation";

/**
 * Albums (issue 14, decision 0061): put together as drafts (`content.draft`), published by an
 * editor (`content.publish`) once every photo is described or marked decorative.
 */
export function registerMediaAlbums(school: Hono<AdminEnv>, deps: AdminDeps): void {
  const { db, config } = deps;
  const log = async (c: Context<AdminEnv>, target: string, action: string) => {
    const staff = c.get("staff");
    await recordActivity(db, c.get("school"), {
      userId: staff.id,
      actor: staff.email,
      address: clientAddress(c, config.trustProxy),
      kind: "album",
      target,
      action,
    });
  };
  const albumId = (c: Context<AdminEnv>) => albumIdSchema.safeParse(c.req.param("id")).data;
  const missing = (c: Context) => jsonError(c, 404, "not_found", "There is no such album.");

  school.get("/albums", allow("admin.enter"), async (c) => c.json({ data: await listAlbums(db, c.get("school")) }));

  school.post("/albums", allow("content.draft"), async (c) => {
    const parsed = albumInputSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const id = await createAlbum(db, c.get("school"), parsed.data, new Date());
    await log(c, parsed.data.title, "created the album");
    return c.json({ id }, 201);
  });

  school.get("/albums/:id", allow("admin.enter"), async (c) => {
    const id = albumId(c);
    const album = id && (await findAlbum(db, c.get("school"), id));
    return album ? c.json(album) : missing(c);
  });

  school.patch("/albums/:id", allow("content.draft"), async (c) => {
    const id = albumId(c);
    if (!id) return missing(c);
    const parsed = albumChangeSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const change = parsed.data;
    // Recording a child's consent is an editor's, as on the consent screen: a contributor's form
    // may say that a caption names a child, never that consent is on file.
    if (change.texts && !can(c.get("role"), "content.publish")) {
      change.texts = change.texts.map(({ consent: _consent, ...text }) => text);
    }
    if (!(await changeAlbum(db, c.get("school"), id, change, new Date()))) return missing(c);
    const album = await findAlbum(db, c.get("school"), id);
    return c.json(album);
  });

  school.post("/albums/:id/publish", allow("content.publish"), async (c) => {
    const id = albumId(c);
    const schoolCode = c.get("school");
    const album = id && (await findAlbum(db, schoolCode, id));
    if (!album) return missing(c);
    if (album.photos.length === 0) {
      return c.json(
        {
          error: {
            code: "publish_refused",
            message: "Add at least one photo before publishing the album.",
            problems: [],
          },
        },
        409,
      );
    }
    const problems = checkAlbumPhotos(album.photos.map((photo) => ({ ...photo, label: photo.name })));
    if (refusesPublish(problems)) {
      return c.json(
        {
          error: {
            code: "publish_refused",
            message: `The album cannot be published yet: ${problems.length === 1 ? "one photo needs" : `${problems.length} things need`} attention.`,
            problems: problems.map((problem) => ({
              code: problem.code,
              message: problem.message,
              file: problem.locator.kind === "file" ? problem.locator.file : undefined,
            })),
          },
        },
        409,
      );
    }
    const now = new Date();
    // The album's date is the school's today, in its own zone (decision 0085).
    const today = isoDateOf(schoolToday(await deps.timeZoneOf(schoolCode), now));
    await publishAlbum(db, schoolCode, album, today, now);
    await log(c, album.title, album.publishedAt ? "published the album again" : "published the album");
    return c.json({ id: album.id, path: `/SubGallery?id=${encodeURIComponent(album.id)}` });
  });
}
