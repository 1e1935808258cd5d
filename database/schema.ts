import type { ColumnType, Generated } from "kysely";
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

/** better-auth's person (migration 0003): only what our own queries read. */
export type AuthUserTable = { id: string; name: string; email: string };

/** A person's role in one school (domain/roles.ts). */
export type MembershipTable = { school_code: string; user_id: string; role: string; created_at: string };

export type PlatformOperatorTable = { user_id: string; created_at: string };

/** An owner's invitation to a school, waiting for the person it names (migration 0012, decision 0077). */
export type InvitationTable = {
  id: string;
  school_code: string;
  /** Lower-case, as typed by the owner. */
  email: string;
  /** The name the owner gave, for an account made when the invitation is taken up. */
  name: string | null;
  role: string;
  /** SHA-256 (hex) of the link's token: the token itself is only in the link. */
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
};

/** One line of the activity log: who, when, what (kind, target, action) and from where. */
export type ActivityTable = {
  id: string;
  school_code: string;
  /** ISO 8601, UTC. */
  at: string;
  user_id: string | null;
  /** The person's e-mail when it happened (or as typed, for a failed sign-in). */
  actor: string;
  kind: string;
  target: string | null;
  action: string;
  address: string;
};

/** A failed sign-in, per account (`scope` "account", key the e-mail) and per address. */
export type SignInFailureTable = { scope: string; key: string; at: string };
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

/** A hero slide's description (migration 0009): what Home's carousel says the photo in `slot` shows. */
export type HeroSlideTextTable = { school_code: string; slot: number; alt: string };

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

/** An address of a school and its alert choices, with its consent record (migration 0016, decision 0089). */
export type AlertSubscriberTable = {
  id: string;
  school_code: string;
  email: string;
  /** "pending" until confirmed, "confirmed", "unsubscribed", or "stopped" after 3 hard bounces. */
  status: string;
  topics_json: string;
  classes_json: string;
  frequency: string;
  /** New choices asked for by a confirmed address, applied when the new link confirms them (JSON). */
  pending_json: string | null;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  /** Confirmation mails sent since `confirm_mails_since` (at most 3 a day to one address). */
  confirm_mails: ColumnType<number, number | undefined, number>;
  confirm_mails_since: string | null;
  /** What was consented to, in the words the person saw. */
  consent_text: string;
  consented_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  bounces: ColumnType<number, number | undefined, number>;
  last_bounce: string | null;
  created_at: string;
};

/** A published item's alert (migration 0016): what the mails show, and its grace period. */
export type AlertItemTable = {
  id: string;
  school_code: string;
  kind: string;
  item_id: string;
  topic: string;
  classes_json: string;
  message_json: string;
  published_at: string;
  hold_until: string;
  held_at: string | null;
  held_reason: string | null;
};

/** One mail to send (migration 0016): an item to a subscriber, or a subscriber's digest of a day. */
export type AlertOutboxTable = {
  id: string;
  school_code: string;
  subscriber_id: string;
  alert_item_id: string | null;
  digest_day: string | null;
  /** "waiting", "sending" (claimed, with a lease), "sent", "failed" or "held". */
  status: string;
  due_at: string;
  attempts: ColumnType<number, number | undefined, number>;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
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
  hero_slide_text: HeroSlideTextTable;
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
