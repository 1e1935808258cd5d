import type { Hono } from "hono";
import { recordActivity } from "#database/queries/activity";
import { listBirthdays, mergeBirthdays, replaceBirthdays } from "#database/queries/birthdays";
import { parseBirthdayCsv } from "#domain/birthday-csv";
import { importPlans } from "#domain/birthday-import";
import { birthdayImportSchema, csvInputSchema } from "#domain/records-admin";
import { jsonError } from "#server/api/errors";
import { routeBodyLimit } from "#server/body-limits";
import type { AdminDeps } from "./admin-deps";
import { type AdminEnv, allow } from "./guards";
import { actorOf } from "./records-actor";
import { invalid, jsonBody } from "./validation";

/**
 * Birthdays from an ERP's CSV export (issue 14): a preview of every row and of what each way of
 * importing would do, then the import, which adds and updates unless replacing the whole list is
 * asked for (issue 23; decision 0067 for what a replacement keeps). The CSV travels as text both
 * times, so nothing is kept between the two.
 */
export function registerBirthdays(school: Hono<AdminEnv>, { db, config }: AdminDeps): void {
  // A CSV of up to 2 MB of characters, as JSON: up to three bytes a character, and escapes.
  const csvLimit = routeBodyLimit(8 * 1024 * 1024, (c) =>
    jsonError(c, 413, "payload_too_large", "The request body is larger than 8 MB."),
  );
  school.get("/birthdays", allow("admin.enter"), async (c) => {
    const items = await listBirthdays(db, c.get("school"));
    const data = items.map(({ _id, name, class: klass, date, attachments, consent }) => ({
      _id,
      name,
      class: klass,
      date,
      photo: attachments.length > 0,
      consent: consent ?? null,
    }));
    return c.json({ data });
  });

  school.post("/birthdays/preview", allow("content.publish"), csvLimit, async (c) => {
    const parsed = csvInputSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const result = parseBirthdayCsv(parsed.data.csv);
    if (!result.ok) return c.json(result);
    const lines = result.lines.map((entry) =>
      entry.ok
        ? { line: entry.line, cells: entry.cells, ok: true, birthday: entry.birthday }
        : { line: entry.line, cells: entry.cells, ok: false, reason: entry.reason },
    );
    const plans = importPlans(await listBirthdays(db, c.get("school")), result.birthdays);
    return c.json({ ok: true, lines, count: result.birthdays.length, problems: result.problems, plans });
  });

  school.post("/birthdays/import", allow("content.publish"), csvLimit, async (c) => {
    const parsed = birthdayImportSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const result = parseBirthdayCsv(parsed.data.csv);
    if (!result.ok) {
      return c.json({ error: { code: "invalid", message: `Line ${result.line}: ${result.reason}`, fields: {} } }, 400);
    }
    if (result.birthdays.length === 0) {
      return c.json({ error: { code: "invalid", message: "No row of the file can be imported.", fields: {} } }, 400);
    }
    const schoolCode = c.get("school");
    const skipped = result.problems > 0 ? `, ${result.problems} bad rows left out` : "";
    const log = (action: string) =>
      recordActivity(db, schoolCode, { ...actorOf(c, config.trustProxy), kind: "birthdays", target: null, action });
    if (parsed.data.mode === "replace") {
      const saved = await replaceBirthdays(db, schoolCode, result.birthdays);
      await log(
        `imported from CSV, replacing the list: ${saved.kept} kept, ${saved.added} added, ${saved.removed} removed${skipped}`,
      );
      return c.json({ mode: "replace", ...saved });
    }
    const saved = await mergeBirthdays(db, schoolCode, result.birthdays);
    await log(`imported from CSV: ${saved.added} added, ${saved.updated} updated, none removed${skipped}`);
    return c.json({ mode: "merge", ...saved });
  });
}
