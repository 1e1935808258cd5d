import type { Kysely } from "kysely";

/**
 * Children's consent (issue 14, decision 0065): toppers and birthdays name children, so each
 * row carries its consent state. Null is "no state given", which counts as no consent, and
 * which an export leaves out again, so a bundle written before the field round-trips as it was.
 * Written for both SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["topper", "birthday"]) {
    await db.schema.alterTable(table).addColumn("consent", "text").execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["topper", "birthday"]) {
    await db.schema.alterTable(table).dropColumn("consent").execute();
  }
}
