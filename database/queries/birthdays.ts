import type { Db } from "#database/connection";
import { anyTables, forSchool, writeSchool } from "#database/school-scope";
import type { BirthdayRow } from "#domain/birthday-csv";
import { mergePlan, sameBirthday } from "#domain/birthday-import";
import { contentKinds } from "#domain/content-kinds";
import { randomId } from "./record-ids";
import { fromRow, toRow } from "./rows";

const kind = contentKinds.birthdays;

/** A school's birthdays as the admin area lists them: by day of the year, then name. */
export async function listBirthdays(db: Db, schoolCode: string) {
  const rows: Array<Record<string, unknown>> = await anyTables(forSchool(db, schoolCode))
    .selectFrom(kind.table)
    .selectAll()
    .orderBy("month_day")
    .orderBy("name")
    .orderBy("position")
    .execute();
  return rows.map((row) => fromRow(kind, row));
}

/**
 * Replaces a school's birthdays with an ERP export's (decision 0067): the export is the whole
 * list, so students who left drop out and no one is listed twice. A student already listed
 * (same name, class and day) keeps their record: its id, photo and consent state, which the
 * ERP does not carry. One transaction; answers how many were kept and how many are new.
 */
export async function replaceBirthdays(
  db: Db,
  schoolCode: string,
  rows: readonly BirthdayRow[],
): Promise<{ kept: number; added: number; removed: number }> {
  return writeSchool(db, schoolCode, async (school) => {
    const tables = anyTables(school);
    const stored: Array<Record<string, unknown>> = await tables.selectFrom(kind.table).selectAll().execute();
    const existing = new Map<string, ReturnType<typeof fromRow<typeof kind>>[]>();
    for (const row of stored) {
      const item = fromRow(kind, row);
      const key = sameBirthday(item);
      existing.set(key, [...(existing.get(key) ?? []), item]);
    }
    let kept = 0;
    const values = rows.map((row, position) => {
      const previous = existing.get(sameBirthday(row))?.shift();
      if (previous) kept += 1;
      const item = { ...row, attachments: previous?.attachments ?? [], consent: previous?.consent };
      return { id: previous?._id ?? randomId(), position, ...toRow(kind, item) };
    });
    await tables.deleteFrom(kind.table).execute();
    for (let start = 0; start < values.length; start += 100) {
      await tables
        .insertInto(kind.table)
        .values(values.slice(start, start + 100))
        .execute();
    }
    return { kept, added: rows.length - kept, removed: stored.length - kept };
  });
}

/**
 * Adds and updates a school's birthdays from a CSV (issue 23, the import's default): a student
 * listed already (same name and class) gets the file's date, a new one is added after the
 * others, and nobody else is touched. One transaction.
 */
export async function mergeBirthdays(
  db: Db,
  schoolCode: string,
  rows: readonly BirthdayRow[],
): Promise<{ added: number; updated: number; unchanged: number }> {
  return writeSchool(db, schoolCode, async (school) => {
    const tables = anyTables(school);
    const stored: Array<Record<string, unknown>> = await tables.selectFrom(kind.table).selectAll().execute();
    const items = stored.map((row) => fromRow(kind, row));
    const plan = mergePlan(items, rows);
    const byId = new Map(items.map((item) => [item._id, item]));
    for (const update of plan.updates) {
      const item = byId.get(update.id);
      if (!item) continue;
      const { _id, ...fields } = { ...item, date: update.date };
      await tables.updateTable(kind.table).set(toRow(kind, fields)).where("id", "=", _id).execute();
    }
    let position = stored.reduce((last, row) => Math.max(last, Number(row.position ?? 0)), -1);
    const additions = plan.additions.map((row) => {
      position += 1;
      return { id: randomId(), position, ...toRow(kind, { ...row, attachments: [], consent: undefined }) };
    });
    for (let start = 0; start < additions.length; start += 100) {
      await tables
        .insertInto(kind.table)
        .values(additions.slice(start, start + 100))
        .execute();
    }
    return { added: additions.length, updated: plan.updates.length, unchanged: plan.unchanged };
  });
}
