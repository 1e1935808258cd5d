import type { Hono } from "hono";
import { listActivity, listActivityKinds } from "#database/queries/activity";
import { listMembers } from "#database/queries/staff";
import { activityQuerySchema } from "#domain/admin-records";
import { nextIsoDate, startOfSchoolDay } from "#domain/school-date";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { invalid } from "./validation";

const pageSize = 50;

/** The school's activity log, newest first, filtered by person, kind and days of the school's calendar. */
export function registerActivity(school: Hono<AdminEnv>, { db, timeZoneOf }: AdminDeps): void {
  school.get("/activity", allow("activity.read"), async (c) => {
    const parsed = activityQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return invalid(c, parsed.error);
    const query = parsed.data;
    const schoolCode = c.get("school");
    // The days of the filter are the school's own (decision 0085).
    const timeZone = await timeZoneOf(schoolCode);
    const entries = await listActivity(db, schoolCode, {
      userId: query.person || undefined,
      kind: query.kind || undefined,
      from: query.from ? startOfSchoolDay(query.from, timeZone) : undefined,
      to: query.to ? startOfSchoolDay(nextIsoDate(query.to), timeZone) : undefined,
      before: query.before,
      limit: pageSize + 1,
    });
    const page = entries.slice(0, pageSize);
    const people = (await listMembers(db, schoolCode)).map(({ userId, name, email }) => ({ userId, name, email }));
    return c.json({
      data: page,
      kinds: await listActivityKinds(db, schoolCode),
      people,
      next: entries.length > pageSize ? page[page.length - 1].at : undefined,
    });
  });
}
