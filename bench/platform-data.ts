/**
 * The 1,000 schools of `npm run bench:platform`: the demo school imported once, then copied in the
 * database to every other school with one INSERT … SELECT per table (its rows, its stored files'
 * records, its pages), each with its own name and host name `<code>.bench.test`. Their stored files
 * are the demo's (content-addressed, so shared anyway), and each school's public/ folder is a link to
 * the demo's: the pictures are shared, as the issue allows.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { importBundle } from "#content/bundle-import";
import { openFileStore } from "#content/storage/open-file-store";
import { type Db, migrateToLatest } from "#database/connection";
import { unscoped } from "#database/unscoped";
import type { Config } from "#domain/config";
import { demoBundleDir } from "#server/start";

export const benchHost = (code: string) => `${code}.bench.test`;
export const schoolCodeOf = (index: number) => `s${String(index).padStart(4, "0")}`;

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const kysely = unscoped(db);
  const rows =
    db.dialect === "sqlite"
      ? (await sql.raw<{ name: string }>(`pragma table_info(${table})`).execute(kysely)).rows
      : (
          await sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(kysely)
        ).rows;
  return rows.map((row) => row.name);
}

export async function createSchools(
  db: Db,
  config: Pick<Config, "dataDir" | "filesDir" | "storage">,
  count: number,
): Promise<string[]> {
  await migrateToLatest(db);
  const first = schoolCodeOf(0);
  const result = await importBundle({ db, files: openFileStore(config), dir: demoBundleDir, schoolCode: first });
  if (!result.ok) throw new Error(result.problems.join("\n"));
  const kysely = unscoped(db);
  const template = await kysely.selectFrom("school").selectAll().where("code", "=", first).executeTakeFirstOrThrow();
  const profile = JSON.parse(template.profile_json) as { name: string };
  const codes = Array.from({ length: count }, (_, index) => schoolCodeOf(index));
  for (let start = 1; start < count; start += 200) {
    const rows = codes.slice(start, start + 200).map((code) => ({
      code,
      profile_json: JSON.stringify({ ...profile, name: `${profile.name} ${code}` }),
      imported_at: template.imported_at,
    }));
    await kysely.insertInto("school").values(rows).execute();
  }
  await kysely
    .updateTable("school")
    .set({ profile_json: JSON.stringify({ ...profile, name: `${profile.name} ${first}` }) })
    .where("code", "=", first)
    .execute();
  const tables = (
    await sql<{ name: string }>`select distinct table_name as name from (${sql.raw(
      db.dialect === "sqlite"
        ? "select m.name as table_name from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' and p.name = 'school_code'"
        : "select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'school_code'",
    )}) t`.execute(kysely)
  ).rows
    .map((row) => row.name)
    // Host names are each school's own; failures and the log (ids unique across schools) are not content.
    .filter((name) => !["school_host", "tc_failure", "activity"].includes(name));
  for (const table of tables) {
    // A search document's id is numbered by the database, across schools.
    const columns = (await columnsOf(db, table)).filter(
      (column) => column !== "school_code" && !(table === "search_document" && column === "id"),
    );
    const list = columns.map((column) => `"${column}"`).join(", ");
    await sql
      .raw(
        `insert into "${table}" (school_code, ${list}) select s.code, ${columns.map((c) => `t."${c}"`).join(", ")}
         from "${table}" t, school s where t.school_code = '${first}' and s.code <> '${first}'`,
      )
      .execute(kysely);
  }
  for (let start = 0; start < count; start += 500) {
    const rows = codes.slice(start, start + 500).map((code) => ({ host: benchHost(code), school_code: code }));
    await kysely.insertInto("school_host").values(rows).execute();
  }
  for (const code of codes.slice(1)) {
    const link = path.join(config.filesDir, code);
    if (!fs.existsSync(link)) fs.symlinkSync(first, link);
  }
  return codes;
}
