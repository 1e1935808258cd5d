import { listActivity, listActivityKinds } from "#database/queries/activity";
import { listMembers, namesByEmail } from "#database/queries/staff";
import { type ActivityPage, activityQuerySchema } from "#domain/admin-records";
import { nextIsoDate, startOfSchoolDay } from "#domain/school-date";
import { allow, type SchoolContext } from "./staff-deps";
import { invalidInput } from "./staff-error";

const pageSize = 50;

/** The school's activity log, newest first, filtered by person, kind and days of the school's calendar. */
export async function activity({ deps, school, role }: SchoolContext, input: unknown): Promise<ActivityPage> {
  allow(role, "activity.read");
  const parsed = activityQuerySchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const query = parsed.data;
  const { db } = deps;
  // The days of the filter are the school's own (decision 0085).
  const timeZone = await deps.timeZoneOf(school);
  const entries = await listActivity(db, school, {
    userId: query.person || undefined,
    kind: query.kind || undefined,
    from: query.from ? startOfSchoolDay(query.from, timeZone) : undefined,
    to: query.to ? startOfSchoolDay(nextIsoDate(query.to), timeZone) : undefined,
    before: query.before,
    limit: pageSize + 1,
  });
  const page = entries.slice(0, pageSize);
  const people = (await listMembers(db, school)).map(({ userId, name, email }) => ({ userId, name, email }));
  // The log keeps addresses (a failed sign-in's is whatever was typed); it shows the names of the
  // people they are, as they are called now (issue 23).
  const names = await namesByEmail(
    db,
    page.flatMap((entry) => [entry.actor, entry.target ?? ""].filter((text) => text.includes("@"))),
  );
  return {
    data: page.map((entry) => ({
      ...entry,
      actorName: names.get(entry.actor),
      targetName: entry.target === null ? undefined : names.get(entry.target),
    })),
    kinds: await listActivityKinds(db, school),
    people,
    next: entries.length > pageSize ? page[page.length - 1].at : undefined,
  };
}
