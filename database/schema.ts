import type { Generated } from "kysely";
import type { AnyContentKind, ColumnName, FieldOf, ItemOf, Simplify } from "#domain/content-kind";
import type { ContentKindName, ContentKinds } from "#domain/content-kinds";

/**
 * Table shapes. Lists (attachments, images) are JSON text: portable to
 * PostgreSQL's json type, and never queried inside.
 */
type Owned = {
  school_code: string;
  id: string;
  /** The record's place in its bundle, kept so an export writes the bundle it read. */
  position: number;
};

export type SchoolTable = {
  code: string;
  profile_json: string;
  imported_at: string;
};

export type StoredFileTable = {
  school_code: string;
  /** The name in the bundle's files/ folder. */
  bundle_name: string;
  /** The path under DATA_DIR/files that the image service serves. */
  stored_path: string;
  sha256: string;
};

/** How a field's value is stored: lists as JSON text, an absent optional value as null. */
type StoredValue<V> = V extends readonly unknown[]
  ? string
  : undefined extends V
    ? Widened<Exclude<V, undefined>> | null
    : Widened<V>;
/** Enums (a topper's class, an album's category) are plain text to the database. */
type Widened<V> = V extends string ? string : V;

/**
 * A content kind's table, derived from its description (domain/content-kinds.ts):
 * one column per field, named by the description's rule, plus its computed columns.
 */
export type ContentTable<K extends AnyContentKind> = Simplify<
  Owned & {
    [F in FieldOf<K["schema"]> as ColumnName<K, F>]-?: StoredValue<ItemOf<K>[F]>;
  } & {
    -readonly [C in keyof NonNullable<K["computed"]>]: ReturnType<NonNullable<K["computed"]>[C]>;
  }
>;

type ContentTables = {
  [N in ContentKindName as ContentKinds[N]["table"]]: ContentTable<ContentKinds[N]>;
};

/**
 * An information page (domain/page-slugs.ts). The Markdown is kept as the bundle
 * wrote it, so an export gives back the same file; the HTML is rendered and
 * cleaned once at import, so the API only serves it.
 */
export type PageTable = {
  school_code: string;
  slug: string;
  /** The page's first `# Heading`; null when it has none. */
  title: string | null;
  markdown: string;
  html: string;
};

/**
 * One findable thing of a school for site search (migration 0004): its text normalised
 * (domain/search-text.ts). The FTS5 indexes over it are virtual tables Kysely does not see;
 * database/queries/search.ts reads them with SQL of its own.
 */
export type SearchDocumentTable = {
  id: Generated<number>;
  school_code: string;
  kind: string;
  ref: string;
  title: string;
  body: string;
  date: string | null;
};

/** Which index version a school's search rows were built with. */
export type SearchIndexTable = { school_code: string; version: number; built_at: string };

export type MigrationLockRow = { id: Generated<string> };

export type Database = {
  school: SchoolTable;
  stored_file: StoredFileTable;
  page: PageTable;
  search_document: SearchDocumentTable;
  search_index: SearchIndexTable;
} & ContentTables;

/** The tables of content.json's record lists (rows keyed by `id`, kept in bundle `position`). */
export type ContentTableName = keyof ContentTables;
