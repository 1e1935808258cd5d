import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Site search (docs/decisions/0047-site-search.md). On SQLite: one row per findable thing in
 * `search_document`, and two FTS5 indexes over its title and body that read their text from
 * it (external content) and follow it through triggers:
 *
 * - `search_word`: whole words. `unicode61` keeps combining marks (M*) in a word, so Devanagari
 *   words are not cut at their vowel signs; private-use characters (Co) too, as some Indic
 *   fonts' text uses them.
 * - `search_trigram`: every three characters, for parts of words ("struct" finds "structure").
 *
 * `search_index` remembers which index version each school's rows were built with, so a start
 * after an upgrade rebuilds what an older version wrote (database/queries/search.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("search_document")
    // SQLite's INTEGER PRIMARY KEY is the rowid, numbered by itself; PostgreSQL needs it said.
    .addColumn("id", postgres ? "serial" : "integer", (col) => col.primaryKey())
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("ref", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("date", "text")
    .execute();
  await db.schema.createIndex("search_document_school").on("search_document").column("school_code").execute();

  await db.schema
    .createTable("search_index")
    .addColumn("school_code", "text", (col) => col.primaryKey().references("school.code").onDelete("cascade"))
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("built_at", "text", (col) => col.notNull())
    .execute();

  if (postgres) {
    // PostgreSQL's own full-text search over the same rows ('simple': no stemming, every
    // language alike; in the C locale every non-ASCII letter, Devanagari signs included, is a
    // letter of a word); database/queries/search.ts matches parts of words with ILIKE.
    await sql`CREATE INDEX search_document_words ON search_document
      USING gin (to_tsvector('simple', title || ' ' || body))`.execute(db);
    return;
  }

  await sql`CREATE VIRTUAL TABLE search_word USING fts5(
    title, body,
    content = 'search_document', content_rowid = 'id',
    tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'"
  )`.execute(db);
  await sql`CREATE VIRTUAL TABLE search_trigram USING fts5(
    title, body,
    content = 'search_document', content_rowid = 'id',
    tokenize = 'trigram'
  )`.execute(db);

  // External-content indexes are told about every change of their table (SQLite's FTS5 documentation, 4.4.3).
  // The delete trigger also runs for rows the school's cascade removes.
  for (const index of ["search_word", "search_trigram"]) {
    await sql`CREATE TRIGGER ${sql.raw(`${index}_insert`)} AFTER INSERT ON search_document BEGIN
      INSERT INTO ${sql.raw(index)}(rowid, title, body) VALUES (new.id, new.title, new.body);
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${index}_delete`)} AFTER DELETE ON search_document BEGIN
      INSERT INTO ${sql.raw(index)}(${sql.raw(index)}, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${index}_update`)} AFTER UPDATE ON search_document BEGIN
      INSERT INTO ${sql.raw(index)}(${sql.raw(index)}, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
      INSERT INTO ${sql.raw(index)}(rowid, title, body) VALUES (new.id, new.title, new.body);
    END`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.dropTable("search_index").execute();
    await db.schema.dropTable("search_document").execute();
    return;
  }
  for (const index of ["search_word", "search_trigram"]) {
    for (const event of ["insert", "delete", "update"]) {
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${index}_${event}`)}`.execute(db);
    }
    await sql`DROP TABLE IF EXISTS ${sql.raw(index)}`.execute(db);
  }
  await db.schema.dropTable("search_index").execute();
  await db.schema.dropTable("search_document").execute();
}
