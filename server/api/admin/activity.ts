import type { Hono } from "hono";
import { activity } from "#server/operations/staff-activity";
import type { AdminDeps } from "./admin-deps";
import type { AdminEnv } from "./guards";
import { answering, schoolContextOf } from "./staff-answer";

/** The school's activity log over HTTP (server/operations/staff-activity.ts, activity.read). */
export function registerActivity(school: Hono<AdminEnv>, deps: AdminDeps): void {
  school.get("/activity", (c) =>
    answering(c, async () => c.json(await activity(schoolContextOf(c, deps), c.req.query()))),
  );
}
