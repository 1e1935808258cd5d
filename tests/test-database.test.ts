import { describe, expect, it } from "vitest";
import { type Db, migrateToLatest } from "#database/connection";
import { openTestDatabase, rawRows, tableNames } from "#tests/test-database";

/**
 * Everything the migrations leave in a database, with the schema's own name taken out: on
 * PostgreSQL the columns, sequences, indexes, constraints and triggers of the current schema; on
 * SQLite its catalogue's statements. And every table's rows, which some migrations write.
 */
async function describeDatabase(db: Db): Promise<unknown> {
  const tables = await tableNames(db);
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) rows[table] = await rawRows(db, `select * from ${table}`);
  const migrations = await rawRows(db, "select name from kysely_migration order by name");
  if (db.dialect === "sqlite") {
    const catalogue = await rawRows(db, "select type, name, tbl_name, sql from sqlite_master order by type, name");
    return { tables, rows, migrations, catalogue };
  }
  const [{ schema }] = await rawRows<{ schema: string }>(db, "select current_schema() as schema");
  const catalogue = {
    columns: await rawRows(
      db,
      `select table_name, column_name, data_type, is_nullable, column_default, is_identity
       from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`,
    ),
    sequences: await rawRows(
      db,
      `select sequencename, data_type, start_value, increment_by, last_value
       from pg_sequences where schemaname = current_schema() order by sequencename`,
    ),
    indexes: await rawRows(
      db,
      "select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname",
    ),
    constraints: await rawRows(
      db,
      `select conrelid::regclass::text as on_table, conname, contype, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where n.nspname = current_schema() order by conname, on_table`,
    ),
    triggers: await rawRows(
      db,
      `select event_object_table, trigger_name, event_manipulation, action_statement
       from information_schema.triggers where trigger_schema = current_schema() order by trigger_name`,
    ),
  };
  return JSON.parse(JSON.stringify({ tables, rows, migrations, catalogue }).replaceAll(schema, "<schema>"));
}

describe("a test database", () => {
  it("is the database the migrations make from nothing, table, index, constraint and row alike", async () => {
    const given = await openTestDatabase();
    const made = await openTestDatabase({ migrate: false });
    const applied = await migrateToLatest(made.db);
    expect(applied.length).toBeGreaterThanOrEqual(18);
    // The one given carries the migrations' bookkeeping too: the code sees nothing left to run.
    expect(await migrateToLatest(given.db)).toEqual([]);
    const description = await describeDatabase(given.db);
    expect(description).toEqual(await describeDatabase(made.db));
    expect(description).toMatchObject({ migrations: applied.map((name) => ({ name })) });
    await Promise.all([given.db.destroy(), made.db.destroy()]);
  });

  it("has none of another test database's rows, and sequences of its own", async () => {
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    const addSchool = async (db: Db, code: string) => {
      await rawRows(db, `insert into school (code, profile_json, imported_at) values ('${code}', '{}', 'now')`);
      await rawRows(
        db,
        `insert into search_document (school_code, kind, ref, title, body) values ('${code}', 'news', 'r', 't', 'b')`,
      );
      return rawRows(db, "select school_code, id from search_document order by id");
    };
    await addSchool(first.db, "first");
    expect(await addSchool(first.db, "other")).toEqual([
      { school_code: "first", id: 1 },
      { school_code: "other", id: 2 },
    ]);
    expect(await addSchool(second.db, "second")).toEqual([{ school_code: "second", id: 1 }]);
    await Promise.all([first.db.destroy(), second.db.destroy()]);
  });
});
