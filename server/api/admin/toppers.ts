import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { recordActivity } from "#database/queries/activity";
import { appendRecord, removeRecord } from "#database/queries/list-records";
import { listItems } from "#database/queries/lists";
import { contentKinds } from "#domain/content-kinds";
import { topperInputSchema } from "#domain/records-admin";
import { checkPhoto } from "#domain/topper-photo";
import { jsonError } from "#server/api/errors";
import { storePhotoBytes } from "#server/records/photo-files";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { actorOf } from "./records-actor";
import { invalid } from "./validation";

/** Toppers entered per session with marks and a photo (issue 14); listed in the public order, marks first. */
export function registerToppers(school: Hono<AdminEnv>, { db, config, files: fileStore }: AdminDeps): void {
  school.get("/toppers", allow("admin.enter"), async (c) => {
    const items = await listItems(db, contentKinds.toppers, c.get("school"));
    return c.json({ data: items.map((item) => ({ ...item, consent: item.consent ?? null })) });
  });

  school.post(
    "/toppers",
    allow("content.publish"),
    bodyLimit({
      maxSize: 11 * 1024 * 1024,
      onError: (c) => jsonError(c, 413, "payload_too_large", "The upload is larger than 10 MB."),
    }),
    async (c) => {
      const body = await c.req.parseBody();
      const parsed = topperInputSchema.safeParse({
        name: body.name,
        class: body.class,
        division: body.division,
        stream: body.stream ?? "",
        sessionYear: body.sessionYear,
        consent: body.consent || undefined,
      });
      if (!parsed.success) return invalid(c, parsed.error);
      const photo = body.photo instanceof File && body.photo.size > 0 ? body.photo : undefined;
      let attachments: string[] = [];
      const files = [];
      if (photo) {
        const bytes = new Uint8Array(await photo.arrayBuffer());
        const checked = checkPhoto(bytes);
        if (!checked.ok) {
          return c.json(
            { error: { code: "invalid", message: "Some fields need attention.", fields: { photo: checked.reason } } },
            400,
          );
        }
        const stored = await storePhotoBytes(fileStore, bytes, checked.type);
        files.push(stored);
        attachments = [stored.storedPath];
      }
      const schoolCode = c.get("school");
      const id = await appendRecord(db, schoolCode, contentKinds.toppers, { ...parsed.data, attachments }, files);
      await recordActivity(db, schoolCode, {
        ...actorOf(c, config.trustProxy),
        kind: "topper",
        target: `${parsed.data.name} (${parsed.data.class}, ${parsed.data.sessionYear})`,
        action: "added",
      });
      return c.json({ id }, 201);
    },
  );

  school.delete("/toppers/:id", allow("content.publish"), async (c) => {
    const schoolCode = c.get("school");
    const removed = await removeRecord(db, schoolCode, contentKinds.toppers, c.req.param("id"));
    if (!removed) return jsonError(c, 404, "not_found", "That topper is not in this school.");
    await recordActivity(db, schoolCode, {
      ...actorOf(c, config.trustProxy),
      kind: "topper",
      target: `${removed.name} (${removed.class}, ${removed.sessionYear})`,
      action: "removed",
    });
    return c.body(null, 204);
  });
}
