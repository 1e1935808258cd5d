import { sql } from "kysely";
import type { Db } from "#database/connection";
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

/** Replaces the school's search rows with ones made from its content now. Run it inside the transaction that changed the content. */
export async function rebuildSearchIndex(db: Db, schoolCode: string): Promise<number> {
  const documents = await searchDocuments(db, schoolCode);
  await db.deleteFrom("search_document").where("school_code", "=", schoolCode).execute();
  for (let start = 0; start < documents.length; start += 100) {
    await db
      .insertInto("search_document")
      .values(documents.slice(start, start + 100).map((document) => ({ school_code: schoolCode, ...document })))
      .execute();
  }
  await db
    .insertInto("search_index")
    .values({ school_code: schoolCode, version: searchIndexVersion, built_at: new Date().toISOString() })
    .onConflict((conflict) =>
      conflict.column("school_code").doUpdateSet({ version: searchIndexVersion, built_at: new Date().toISOString() }),
    )
    .execute();
  return documents.length;
}

/**
 * Builds the index of every school that has none, or one of an older version: a database that
 * existed before migration 0004, or one an older release indexed. Returns the schools rebuilt.
 */
export async function ensureSearchIndexes(db: Db): Promise<string[]> {
  const stale = await db
    .selectFrom("school")
    .leftJoin("search_index", "search_index.school_code", "school.code")
    .select("school.code")
    .where((where) =>
      where.or([where("search_index.version", "is", null), where("search_index.version", "!=", searchIndexVersion)]),
    )
    .execute();
  for (const { code } of stale) await db.transaction().execute((trx) => rebuildSearchIndex(trx, code));
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

/** Whole-word matches, a title match above a body match (bm25 with column weights). */
async function wordMatches(db: Db, schoolCode: string, terms: readonly string[]): Promise<WordRow[]> {
  const { rows } = await sql<WordRow>`
    SELECT d.id, d.kind, d.ref, d.title, d.body, d.date,
      highlight(search_word, 0, ${markStart}, ${markEnd}) AS marked_title,
      snippet(search_word, 1, ${markStart}, ${markEnd}, '…', ${snippetTokens}) AS marked_snippet
    FROM search_word JOIN search_document d ON d.id = search_word.rowid
    WHERE search_word MATCH ${ftsWordQuery(terms)} AND d.school_code = ${schoolCode}
    ORDER BY bm25(search_word, ${titleWeight}, ${bodyWeight}), d.date DESC, d.id
    LIMIT ${maxSearchHits}`.execute(db);
  return rows;
}

/** Matches of parts of words: every term of three or more characters somewhere in the text. */
async function trigramMatches(db: Db, schoolCode: string, terms: readonly string[]): Promise<Row[]> {
  const { rows } = await sql<Row>`
    SELECT d.id, d.kind, d.ref, d.title, d.body, d.date
    FROM search_trigram JOIN search_document d ON d.id = search_trigram.rowid
    WHERE search_trigram MATCH ${ftsWordQuery(terms)} AND d.school_code = ${schoolCode}
    ORDER BY bm25(search_trigram, ${titleWeight}, ${bodyWeight}), d.date DESC, d.id
    LIMIT ${maxSearchHits}`.execute(db);
  return rows;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A query too short for either index: the text as a substring, title matches first, newest first. */
async function substringMatches(db: Db, schoolCode: string, text: string): Promise<Row[]> {
  const pattern = likePattern(text);
  const { rows } = await sql<Row>`
    SELECT id, kind, ref, title, body, date FROM search_document
    WHERE school_code = ${schoolCode}
      AND (title LIKE ${pattern} ESCAPE '\\' OR body LIKE ${pattern} ESCAPE '\\')
    ORDER BY (title LIKE ${pattern} ESCAPE '\\') DESC, date DESC, id
    LIMIT ${maxSearchHits}`.execute(db);
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
  const words = await wordMatches(db, schoolCode, terms);
  const hits = words.map((row) => hitOf(row, piecesOf(row.marked_title), piecesOf(row.marked_snippet)));
  const longTerms = terms.filter((term) => codePoints(term) >= minTermLength);
  if (longTerms.length === 0 || hits.length >= maxSearchHits) return hits;
  const found = new Set(words.map((row) => row.id));
  for (const row of await trigramMatches(db, schoolCode, longTerms)) {
    if (hits.length >= maxSearchHits) break;
    if (!found.has(row.id)) hits.push(substringHit(row, longTerms));
  }
  return hits;
}
