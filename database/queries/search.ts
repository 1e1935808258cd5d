import { sql } from "kysely";
import type { Db } from "#database/connection";
import { writeSchool } from "#database/school-scope";
import { unscoped } from "#database/unscoped";
import type { SearchHit, SearchKind } from "#domain/search-hit";
import {
  codePoints,
  ftsWordQuery,
  markEnd,
  markOccurrences,
  markStart,
  maxSearchHits,
  minTermLength,
  normalizeQuery,
  piecesOf,
  searchTerms,
  substringSnippet,
} from "#domain/search-text";
import { searchDocuments } from "./search-documents";

/**
 * Site search (docs/decisions/0047-site-search.md), the only code that knows how the store
 * searches. Two functions make the whole interface, so a PostgreSQL variant (its full-text
 * search, `tsvector` and `pg_trgm`) can sit behind the same two names:
 *
 * - `rebuildSearchIndex(db, school)`: makes the school's index from its stored content. The
 *   bundle import calls it inside its transaction (database/queries/school-content.ts), and so
 *   will the admin area's publish;
 * - `searchSite(db, school, query)`: the hits, best first.
 *
 * On SQLite the index is FTS5 (migration 0004): a whole-word index whose tokenizer keeps
 * Devanagari words whole, and a trigram index for parts of words. Queries shorter than three
 * characters are a plain substring match.
 */

/** Raised when the rules that build the index change: a start rebuilds indexes of an older version. */
export const searchIndexVersion = 1;

/** A title match counts this many times a body match (bm25's column weights). */
const titleWeight = 10;
const bodyWeight = 1;

/** Words of context FTS5's snippet() gives around a match. */
const snippetTokens = 24;

/**
 * Replaces the school's search rows with ones made from its content now, in one transaction of
 * the school's (the rows go through its handle; on SQLite, FTS5's triggers follow them). Run it
 * right after the content changed: the import does (database/queries/school-content.ts).
 */
export async function rebuildSearchIndex(db: Db, schoolCode: string): Promise<number> {
  const documents = await searchDocuments(db, schoolCode);
  await writeSchool(db, schoolCode, async (school) => {
    await school.deleteFrom("search_document").execute();
    for (let start = 0; start < documents.length; start += 100) {
      await school
        .insertInto("search_document")
        .values(documents.slice(start, start + 100))
        .execute();
    }
    await school.deleteFrom("search_index").execute();
    await school
      .insertInto("search_index")
      .values({ version: searchIndexVersion, built_at: new Date().toISOString() })
      .execute();
  });
  return documents.length;
}

/**
 * Builds the index of every school that has none, or one of an older version: a database that
 * existed before migration 0004, or one an older release indexed. Returns the schools rebuilt.
 * It looks across schools, so this module is one of those biome.json lets use the unscoped handle.
 */
export async function ensureSearchIndexes(db: Db): Promise<string[]> {
  const stale = await unscoped(db)
    .selectFrom("school")
    .leftJoin("search_index", "search_index.school_code", "school.code")
    .select("school.code")
    .where((where) =>
      where.or([where("search_index.version", "is", null), where("search_index.version", "!=", searchIndexVersion)]),
    )
    .execute();
  for (const { code } of stale) await rebuildSearchIndex(db, code);
  return stale.map(({ code }) => code);
}

type Row = {
  id: number;
  kind: string;
  ref: string;
  title: string;
  body: string;
  date: string | null;
};

type WordRow = Row & { marked_title: string; marked_snippet: string };

function hitOf(row: Row, title: SearchHit["title"], snippet: SearchHit["snippet"]): SearchHit {
  return { kind: row.kind as SearchKind, _id: row.ref, title, snippet, date: row.date };
}

/** Hits of a row the FTS5 marks cannot describe: the needles marked by hand. */
function substringHit(row: Row, needles: readonly string[]): SearchHit {
  return hitOf(row, markOccurrences(row.title, needles), substringSnippet(row.body, needles));
}

/**
 * PostgreSQL's whole-word matches: its full-text search ('simple' configuration, the GIN index of
 * migration 0004), a title match weighing above a body match (ts_rank over weighted vectors).
 */
async function postgresWordMatches(db: Db, schoolCode: string, terms: readonly string[]): Promise<Row[]> {
  const { rows } = await sql<Row>`
    SELECT d.id, d.kind, d.ref, d.title, d.body, d.date
    FROM search_document d, plainto_tsquery('simple', ${terms.join(" ")}) q
    WHERE d.school_code = ${schoolCode} AND to_tsvector('simple', d.title || ' ' || d.body) @@ q
    ORDER BY ts_rank(setweight(to_tsvector('simple', d.title), 'A') || setweight(to_tsvector('simple', d.body), 'D'), q) DESC,
      d.date DESC NULLS LAST, d.id
    LIMIT ${maxSearchHits}`.execute(unscoped(db));
  return rows;
}

/** PostgreSQL's matches of parts of words: every term somewhere in the text, title matches first. */
async function postgresPartMatches(db: Db, schoolCode: string, terms: readonly string[]): Promise<Row[]> {
  const everyTerm = sql.join(
    terms.map((term) => sql`(d.title || ' ' || d.body) ILIKE ${likePattern(term)} ESCAPE '\\'`),
    sql` AND `,
  );
  const inTitle = sql.join(
    terms.map((term) => sql`d.title ILIKE ${likePattern(term)} ESCAPE '\\'`),
    sql` AND `,
  );
  const { rows } = await sql<Row>`
    SELECT d.id, d.kind, d.ref, d.title, d.body, d.date FROM search_document d
    WHERE d.school_code = ${schoolCode} AND ${everyTerm}
    ORDER BY (${inTitle}) DESC, d.date DESC NULLS LAST, d.id
    LIMIT ${maxSearchHits}`.execute(unscoped(db));
  return rows;
}

/** Whole-word matches, a title match above a body match (bm25 with column weights). */
async function wordMatches(db: Db, schoolCode: string, terms: readonly string[]): Promise<WordRow[]> {
  const { rows } = await sql<WordRow>`
    SELECT d.id, d.kind, d.ref, d.title, d.body, d.date,
      highlight(search_word, 0, ${markStart}, ${markEnd}) AS marked_title,
      snippet(search_word, 1, ${markStart}, ${markEnd}, '…', ${snippetTokens}) AS marked_snippet
    FROM search_word JOIN search_document d ON d.id = search_word.rowid
    WHERE search_word MATCH ${ftsWordQuery(terms)} AND d.school_code = ${schoolCode}
    ORDER BY bm25(search_word, ${titleWeight}, ${bodyWeight}), d.date DESC, d.id
    LIMIT ${maxSearchHits}`.execute(unscoped(db));
  return rows;
}

/** Matches of parts of words: every term of three or more characters somewhere in the text. */
async function trigramMatches(db: Db, schoolCode: string, terms: readonly string[]): Promise<Row[]> {
  const { rows } = await sql<Row>`
    SELECT d.id, d.kind, d.ref, d.title, d.body, d.date
    FROM search_trigram JOIN search_document d ON d.id = search_trigram.rowid
    WHERE search_trigram MATCH ${ftsWordQuery(terms)} AND d.school_code = ${schoolCode}
    ORDER BY bm25(search_trigram, ${titleWeight}, ${bodyWeight}), d.date DESC, d.id
    LIMIT ${maxSearchHits}`.execute(unscoped(db));
  return rows;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A query too short for either index: the text as a substring, title matches first, newest first. */
async function substringMatches(db: Db, schoolCode: string, text: string): Promise<Row[]> {
  const pattern = likePattern(text);
  // LIKE ignores case in SQLite (ASCII); PostgreSQL says so with ILIKE.
  const like = sql.raw(db.dialect === "postgres" ? "ILIKE" : "LIKE");
  const { rows } = await sql<Row>`
    SELECT id, kind, ref, title, body, date FROM search_document
    WHERE school_code = ${schoolCode}
      AND (title ${like} ${pattern} ESCAPE '\\' OR body ${like} ${pattern} ESCAPE '\\')
    ORDER BY (title ${like} ${pattern} ESCAPE '\\') DESC, date DESC, id
    LIMIT ${maxSearchHits}`.execute(unscoped(db));
  return rows;
}

/**
 * The school's hits for a query, best first: whole-word matches (ranked by bm25, titles
 * weighing ten times the body), then matches of parts of words that found something more;
 * a query under three characters is a substring match. An empty query finds nothing.
 */
export async function searchSite(db: Db, schoolCode: string, query: string): Promise<SearchHit[]> {
  const text = normalizeQuery(query);
  if (text === "") return [];
  const terms = searchTerms(text);
  if (codePoints(text) < minTermLength || terms.length === 0) {
    return (await substringMatches(db, schoolCode, text)).map((row) => substringHit(row, [text]));
  }
  const longTerms = terms.filter((term) => codePoints(term) >= minTermLength);
  if (db.dialect === "postgres") return postgresSearch(db, schoolCode, terms, longTerms);
  const words = await wordMatches(db, schoolCode, terms);
  const hits = words.map((row) => hitOf(row, piecesOf(row.marked_title), piecesOf(row.marked_snippet)));
  if (longTerms.length === 0 || hits.length >= maxSearchHits) return hits;
  const found = new Set(words.map((row) => row.id));
  for (const row of await trigramMatches(db, schoolCode, longTerms)) {
    if (hits.length >= maxSearchHits) break;
    if (!found.has(row.id)) hits.push(substringHit(row, longTerms));
  }
  return hits;
}

/** The same two steps on PostgreSQL: whole words, then parts of words; its hits are marked by hand. */
async function postgresSearch(
  db: Db,
  schoolCode: string,
  terms: readonly string[],
  longTerms: readonly string[],
): Promise<SearchHit[]> {
  const words = await postgresWordMatches(db, schoolCode, terms);
  const hits = words.map((row) => substringHit(row, terms));
  if (longTerms.length === 0 || hits.length >= maxSearchHits) return hits;
  const found = new Set(words.map((row) => row.id));
  for (const row of await postgresPartMatches(db, schoolCode, longTerms)) {
    if (hits.length >= maxSearchHits) break;
    if (!found.has(row.id)) hits.push(substringHit(row, longTerms));
  }
  return hits;
}
