import type { Db } from "#database/connection";
import { anyTables, forSchool, writeSchool } from "#database/school-scope";
import { type ConsentState, hasConsent } from "#domain/consent";
import { contentKinds } from "#domain/content-kinds";
import { photosWithoutConsent, setPhotoConsent } from "./media-files";
import { fromRow } from "./rows";

/** The content kinds whose records name a child and carry a consent state (domain/consent.ts). */
export const childKinds = { toppers: contentKinds.toppers, birthdays: contentKinds.birthdays } as const;
/** Those, and uploaded photos whose caption names a child (migration 0011). */
export type ChildKindName = keyof typeof childKinds | "photos";

export type ChildRecordSummary = {
  kind: ChildKindName;
  id: string;
  name: string;
  /** What else tells the record apart: a topper's class and session, a birthday's class. */
  detail: string;
  consent: ConsentState | null;
};

/** The school's records that name a child and have no consent on file, toppers first. */
export async function listWithoutConsent(db: Db, schoolCode: string): Promise<ChildRecordSummary[]> {
  const tables = anyTables(forSchool(db, schoolCode));
  const toppers: Array<Record<string, unknown>> = await tables
    .selectFrom("topper")
    .selectAll()
    .orderBy("session_year", "desc")
    .orderBy("name")
    .execute();
  const birthdays: Array<Record<string, unknown>> = await tables
    .selectFrom("birthday")
    .selectAll()
    .orderBy("name")
    .orderBy("month_day")
    .execute();
  const summaries: ChildRecordSummary[] = [
    ...toppers.map((row) => {
      const item = fromRow(childKinds.toppers, row);
      const detail = `Topper, class ${item.class}, ${item.sessionYear}`;
      return { kind: "toppers" as const, id: item._id, name: item.name, detail, consent: item.consent ?? null };
    }),
    ...birthdays.map((row) => {
      const item = fromRow(childKinds.birthdays, row);
      const detail = item.class ? `Birthday, class ${item.class}` : "Birthday";
      return { kind: "birthdays" as const, id: item._id, name: item.name, detail, consent: item.consent ?? null };
    }),
  ];
  const photos = (await photosWithoutConsent(db, schoolCode)).map((photo) => ({
    kind: "photos" as const,
    id: photo.path,
    // The caption is where the child is named.
    name: photo.caption || photo.name,
    detail: `Photo ${photo.name}`,
    consent: photo.consent,
  }));
  return [...summaries.filter((summary) => !hasConsent(summary.consent)), ...photos];
}

/** Records a consent state on one record (null: no state on file); the record's name, or undefined when there is none. */
export async function setConsent(
  db: Db,
  schoolCode: string,
  kindName: ChildKindName,
  id: string,
  consent: ConsentState | null,
): Promise<{ name: string } | undefined> {
  if (kindName === "photos") {
    const photo = await setPhotoConsent(db, schoolCode, id, consent);
    return photo ? { name: photo.caption || photo.name } : undefined;
  }
  const kind = childKinds[kindName];
  return writeSchool(db, schoolCode, async (school) => {
    const tables = anyTables(school);
    const row: Record<string, unknown> | undefined = await tables
      .selectFrom(kind.table)
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    await tables.updateTable(kind.table).set({ consent }).where("id", "=", id).execute();
    return { name: String(row.name) };
  });
}
