import type { Hono } from "hono";
import { recordActivity } from "#database/queries/activity";
import { appendRecord, removeRecord, updateRecord } from "#database/queries/list-records";
import { listItems } from "#database/queries/lists";
import { contentKinds } from "#domain/content-kinds";
import { describeChanges } from "#domain/record-changes";
import { videoInputSchema } from "#domain/records-admin";
import { youtubeId, youtubeWatchUrl } from "#domain/youtube-id";
import { jsonError } from "#server/api/errors";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { actorOf } from "./records-actor";
import { invalid, jsonBody } from "./validation";

/** Videos (issue 14): a pasted YouTube address, its id taken out of it, the title and date set by hand. */
export function registerVideos(school: Hono<AdminEnv>, { db, config }: AdminDeps): void {
  school.get("/videos", allow("admin.enter"), async (c) => {
    return c.json({ data: await listItems(db, contentKinds.videos, c.get("school")) });
  });

  school.post("/videos", allow("content.publish"), async (c) => {
    const parsed = videoInputSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const id = youtubeId(parsed.data.url);
    if (!id) return jsonError(c, 400, "invalid", "Paste the address of a YouTube video.");
    const schoolCode = c.get("school");
    // Stored as the watch page of its id, whatever form was pasted (youtu.be, shorts, a playlist's link).
    const video = { title: parsed.data.title, date: parsed.data.date, videoUrl: youtubeWatchUrl(id) };
    const recordId = await appendRecord(db, schoolCode, contentKinds.videos, video);
    await recordActivity(db, schoolCode, {
      ...actorOf(c, config.trustProxy),
      kind: "video",
      target: parsed.data.title,
      action: `added (YouTube ${id})`,
    });
    return c.json({ id: recordId, videoUrl: video.videoUrl }, 201);
  });

  // The same checks as adding one: the address must still name a YouTube video.
  school.put("/videos/:id", allow("content.publish"), async (c) => {
    const parsed = videoInputSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const id = youtubeId(parsed.data.url);
    if (!id) return jsonError(c, 400, "invalid", "Paste the address of a YouTube video.");
    const schoolCode = c.get("school");
    const video = { title: parsed.data.title, date: parsed.data.date, videoUrl: youtubeWatchUrl(id) };
    const changed = await updateRecord(db, schoolCode, contentKinds.videos, c.req.param("id"), (stored) => ({
      ...stored,
      ...video,
    }));
    if (!changed) return jsonError(c, 404, "not_found", "That video is not in this school.");
    const labels = { title: "title", date: "date", videoUrl: "address" };
    await recordActivity(db, schoolCode, {
      ...actorOf(c, config.trustProxy),
      kind: "video",
      target: changed.after.title,
      action: `edited (${describeChanges(labels, changed.before, changed.after)})`,
    });
    return c.json({ id: changed.after._id, videoUrl: video.videoUrl });
  });

  school.delete("/videos/:id", allow("content.publish"), async (c) => {
    const schoolCode = c.get("school");
    const removed = await removeRecord(db, schoolCode, contentKinds.videos, c.req.param("id"));
    if (!removed) return jsonError(c, 404, "not_found", "That video is not in this school.");
    await recordActivity(db, schoolCode, {
      ...actorOf(c, config.trustProxy),
      kind: "video",
      target: removed.title,
      action: "removed",
    });
    return c.body(null, 204);
  });
}
