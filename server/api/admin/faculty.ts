import type { Hono } from "hono";
import { recordActivity } from "#database/queries/activity";
import { appendRecord, removeRecord, reorderFaculty, updateRecord } from "#database/queries/list-records";
import { listItems } from "#database/queries/lists";
import { contentKinds } from "#domain/content-kinds";
import { describeChanges } from "#domain/record-changes";
import { facultyInputSchema, facultyOrderSchema } from "#domain/records-admin";
import { jsonError } from "#server/api/errors";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { actorOf } from "./records-actor";
import { invalid, jsonBody } from "./validation";

/** The faculty list (issue 14): names and designations in the order the public table shows them. */
export function registerFaculty(school: Hono<AdminEnv>, { db, config }: AdminDeps): void {
  const log = (c: Parameters<typeof actorOf>[0], target: string | null, action: string) =>
    recordActivity(db, c.get("school"), { ...actorOf(c, config.trustProxy), kind: "faculty", target, action });

  school.get("/faculty", allow("admin.enter"), async (c) => {
    return c.json({ data: await listItems(db, contentKinds.faculty, c.get("school")) });
  });

  school.post("/faculty", allow("content.publish"), async (c) => {
    const parsed = facultyInputSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const schoolCode = c.get("school");
    const current = await listItems(db, contentKinds.faculty, schoolCode);
    // Last in the list: one after the highest order there is.
    const order = current.reduce((highest, item) => Math.max(highest, item.order), 0) + 1;
    const id = await appendRecord(db, schoolCode, contentKinds.faculty, { ...parsed.data, order });
    await log(c, parsed.data.name, "added");
    return c.json({ id }, 201);
  });

  school.put("/faculty/order", allow("content.publish"), async (c) => {
    const parsed = facultyOrderSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    if (!(await reorderFaculty(db, c.get("school"), parsed.data.ids))) {
      return jsonError(c, 409, "stale", "The list changed meanwhile. Reload the page and move the person again.");
    }
    await log(c, null, "reordered");
    return c.json({ ids: parsed.data.ids });
  });

  // After /faculty/order, which Hono then tries first: "order" is that route's, not a person's id.
  school.put("/faculty/:id", allow("content.publish"), async (c) => {
    const parsed = facultyInputSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    // Name, designation and qualification only: the person keeps their place in the list.
    const changed = await updateRecord(db, c.get("school"), contentKinds.faculty, c.req.param("id"), (stored) => ({
      ...stored,
      ...parsed.data,
    }));
    if (!changed) return jsonError(c, 404, "not_found", "That person is not on the faculty list.");
    const labels = { name: "name", designation: "designation", qualification: "qualification" };
    await log(c, changed.after.name, `edited (${describeChanges(labels, changed.before, changed.after)})`);
    return c.json({ id: changed.after._id });
  });

  school.delete("/faculty/:id", allow("content.publish"), async (c) => {
    const removed = await removeRecord(db, c.get("school"), contentKinds.faculty, c.req.param("id"));
    if (!removed) return jsonError(c, 404, "not_found", "That person is not on the faculty list.");
    await log(c, removed.name, "removed");
    return c.body(null, 204);
  });
}
