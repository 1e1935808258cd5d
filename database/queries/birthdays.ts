import type { Db } from "#database/connection";
import { anyTables, forSchool, writeSchool } from "#database/school-scope";
import type { BirthdayRow } from "#domain/birthday-csv";
import { contentKinds } from "#domain/content-kinds";
import { nameKey } from "#domain/tc-keys";
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

/** The same student, as the ERP and the stored list both name them. */
const sameStudent = (row: { name: string; class: string; date: string }) =>
  `${nameKey(row.name)}\u0000${row.class.trim().toLowerCase()}\u0000${row.date}`;

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
      const key = sameStudent(item);
      existing.set(key, [...(existing.get(key) ?? []), item]);
    }
    let kept = 0;
    const values = rows.map((row, position) => {
      const previous = existing.get(sameStudent(row))?.shift();
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
