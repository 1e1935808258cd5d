import type { Hono } from "hono";
import { jsonError } from "#server/api/errors";
import { routeBodyLimit } from "#server/body-limits";
import * as records from "#server/operations/staff-records";
import type { AdminDeps } from "./admin-deps";
import type { AdminEnv } from "./guards";
import { answering, schoolContextOf } from "./staff-answer";
import { jsonBody } from "./validation";

/** Birthdays from an ERP's CSV export (issue 14): the routes over server/operations/staff-records.ts. */
export function registerBirthdays(school: Hono<AdminEnv>, deps: AdminDeps): void {
  // A CSV of up to 2 MB of characters, as JSON: up to three bytes a character, and escapes.
  const csvLimit = routeBodyLimit(8 * 1024 * 1024, (c) =>
    jsonError(c, 413, "payload_too_large", "The request body is larger than 8 MB."),
  );
  school.get("/birthdays", (c) =>
    answering(c, async () => c.json({ data: await records.birthdays(schoolContextOf(c, deps)) })),
  );
  school.post("/birthdays/preview", csvLimit, async (c) => {
    const body = await jsonBody(c);
    return answering(c, async () => c.json(await records.previewBirthdays(schoolContextOf(c, deps), body)));
  });
  school.post("/birthdays/import", csvLimit, async (c) => {
    const body = await jsonBody(c);
    return answering(c, async () => c.json(await records.importBirthdays(schoolContextOf(c, deps), body)));
  });
}
