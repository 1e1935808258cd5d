import type { z } from "zod";
import type { Db } from "#database/connection";
import { forSchool, type SchoolDb } from "#database/school-scope";
import { type SingleKindName, singleKindNames } from "#domain/content-schema";
import { type SingleKinds, singleKinds } from "#domain/kinds/all-kinds";

/** The object a single kind holds (a disclosure, the hero slides' descriptions). */
export type SingleItemOf<K extends SingleKindName> = z.infer<Extract<SingleKinds[number], { key: K }>["schema"]>;

/**
 * The objects of content.json a school has one of (the disclosure, decision 0087), one row each
 * per school and kind, as JSON. Read back through the kind's schema, so a stored object is what
 * the bundle's validation would accept.
 */

export function isSingleKindName(kind: string): kind is SingleKindName {
  return (singleKindNames as string[]).includes(kind);
}

function schemaOf(kind: SingleKindName): z.ZodType {
  const found = singleKinds.find((entry) => entry.key === kind);
  if (!found) throw new Error(`${kind} is not a single kind`);
  return found.schema;
}

export async function readSingleItem<K extends SingleKindName>(
  school: SchoolDb,
  kind: K,
): Promise<SingleItemOf<K> | undefined> {
  const row = await school.selectFrom("single_item").select("data_json").where("kind", "=", kind).executeTakeFirst();
  return row ? (schemaOf(kind).parse(JSON.parse(row.data_json)) as SingleItemOf<K>) : undefined;
}

export async function findSingleItem<K extends SingleKindName>(db: Db, schoolCode: string, kind: K) {
  return readSingleItem(forSchool(db, schoolCode), kind);
}

/** Writes the school's object of a kind, replacing what it had. */
export async function writeSingleItem(school: SchoolDb, kind: SingleKindName, data: unknown): Promise<void> {
  const data_json = JSON.stringify(schemaOf(kind).parse(data));
  const updated = await school
    .updateTable("single_item")
    .set({ data_json })
    .where("kind", "=", kind)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await school.insertInto("single_item").values({ kind, data_json }).execute();
}

export async function removeSingleItem(school: SchoolDb, kind: SingleKindName): Promise<void> {
  await school.deleteFrom("single_item").where("kind", "=", kind).execute();
}
