import type { ColumnType, Generated } from "kysely";
import type { AnyContentKind, ColumnName, FieldOf, ItemOf, Simplify } from "#domain/content-kind";
import type { ContentKindName, ContentKinds } from "#domain/content-kinds";
import type {
  ActivityTable,
  AuthUserTable,
  InvitationTable,
  MembershipTable,
  PlatformOperatorTable,
  SignInFailureTable,
} from "./schema-accounts";
import type { AlertItemTable, AlertOutboxTable, AlertSubscriberTable } from "./schema-alerts";

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
  /** The operator's quota for this school's uploads, in MB (migration 0010); null for STORAGE_QUOTA_MB. */
  storage_quota_mb: ColumnType<number | null, number | null | undefined, number | null>;
  /** The operator's cap on the school's alert mails a day (migration 0016); null for ALERTS_DAILY_CAP. */
  alert_daily_cap: ColumnType<number | null, number | null | undefined, number | null>;
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
  /** The page's source as an export writes it: Markdown, or HTML for a page written in the admin area. */
  markdown: string;
  html: string;
  /** "markdown" (pages/<Slug>.md) or "html" (pages/<Slug>.html): see migration 0006. Markdown unless given. */
  format: Generated<string>;
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

/** A host name a school's site answers on (decision 0052); a host belongs to one school. */
export type SchoolHostTable = {
  host: string;
  school_code: string;
};

/**
 * Failed transfer-certificate look-ups of one client at one school (decision 0051), shared by
 * every instance: the times (ms) of the failures that still count, as a JSON array.
 */
export type TcFailureTable = {
  school_code: string;
  client: string;
  failures_json: string;
  /** The newest failure's time (ms), so rows whose failures all left the window can be swept. */
  last_at: number;
};

/** One row: the number every content write moves, which empties every instance's caches (decision 0050). */
export type ContentVersionTable = {
  id: number;
  version: number;
};

/** The content version each scope (a school's code, or `*` for the platform) last moved to (decision 0083). */
export type SchoolVersionTable = {
  scope: string;
  version: number;
};

/** A file a school uploaded in the admin area (migration 0007, decision 0061). */
export type MediaFileTable = {
  school_code: string;
  stored_path: string;
  /** The SHA-256 of the bytes as uploaded, before any re-encoding: how a second upload is noticed. */
  upload_sha256: string;
  /** "photo" or "document". */
  kind: string;
  original_name: string;
  /** The stored copy's size, counted against the school's quota. */
  bytes: number;
  width: number | null;
  height: number | null;
  alt: Generated<string>;
  caption: Generated<string>;
  /** 1: the photo adds nothing a reader needs; shown with an empty alt. */
  decorative: Generated<number>;
  /** 1: its caption names a child (migration 0011), so the photo needs consent to be shown. */
  names_child: Generated<number>;
  /** The child's consent (domain/consent.ts); null when none is on file. */
  consent: ColumnType<string | null, string | null | undefined, string | null>;
  uploaded_at: string;
};

/**
 * An item someone is working on in the admin area (migration 0006, issue 13): its draft,
 * review, schedule and trash state. `kind` is an editable kind (domain/editing/editable-kinds.ts).
 */
export type ContentEntryTable = {
  school_code: string;
  kind: string;
  id: string;
  title: string;
  /** The working copy, when it differs from what is live (JSON). */
  draft_json: string | null;
  /** 1 while the public site shows the item. */
  live: number;
  /** When it was last published (ISO); null when it never was. */
  published_at: string | null;
  /** "submitted" while it waits for an editor, "returned" when sent back. */
  review: string | null;
  review_comment: string | null;
  /** ISO instants: when the draft goes live, and when the item comes down. */
  publish_at: string | null;
  unpublish_at: string | null;
  /** When it went to the trash. */
  deleted_at: string | null;
  author_id: string | null;
  updated_at: string;
  /** The e-mail of whoever last changed it. */
  updated_by: string;
};

/** Every save of an item, whole (JSON), with who and when. */
export type ContentRevisionTable = {
  school_code: string;
  id: string;
  kind: string;
  entry_id: string;
  at: string;
  user_id: string | null;
  actor: string;
  action: string;
  data_json: string;
};

/** An object of content.json a school has one of (migration 0015): the disclosure, as JSON. */
export type SingleItemTable = { school_code: string; kind: string; data_json: string };

/** What the daily check found of one external link of a school's content (migration 0015). */
export type LinkCheckTable = {
  school_code: string;
  url: string;
  /** 1 when it answered. */
  ok: number;
  /** Why not, in words (`404`, `no answer in 10 s`); null when it answered. */
  problem: string | null;
  checked_at: string;
};

export type Database = {
  school: SchoolTable;
  stored_file: StoredFileTable;
  page: PageTable;
  auth_user: AuthUserTable;
  membership: MembershipTable;
  platform_operator: PlatformOperatorTable;
  invitation: InvitationTable;
  activity: ActivityTable;
  sign_in_failure: SignInFailureTable;
  school_host: SchoolHostTable;
  tc_failure: TcFailureTable;
  content_version: ContentVersionTable;
  school_version: SchoolVersionTable;
  search_document: SearchDocumentTable;
  search_index: SearchIndexTable;
  media_file: MediaFileTable;
  content_entry: ContentEntryTable;
  content_revision: ContentRevisionTable;
  single_item: SingleItemTable;
  link_check: LinkCheckTable;
  alert_subscriber: AlertSubscriberTable;
  alert_item: AlertItemTable;
  alert_outbox: AlertOutboxTable;
} & ContentTables;

/**
 * The tables that hold one school's rows, each with the column that names the school: every one
 * of them is reached only through a school's handle (database/school-scope.ts).
 */
export type SchoolTableName = {
  [T in keyof Database]: T extends "school" ? T : Database[T] extends { school_code: string } ? T : never;
}[keyof Database];

/** The tables of content.json's record lists (rows keyed by `id`, kept in bundle `position`). */
export type ContentTableName = keyof ContentTables;
