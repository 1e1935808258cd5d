import type { Generated } from "kysely";

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

export type HighlightTable = Owned & { title: string; attachments_json: string };
export type NewsTable = Owned & { title: string; description: string; from_date: string; attachments_json: string };
export type PrincipalMessageTable = Owned & {
  message_html: string;
  name: string;
  category: string;
  attachments_json: string;
};
export type OnlineRegistrationTable = Owned & { title: string; url: string; attachments_json: string };
export type TopperTable = Owned & {
  name: string;
  class: string;
  division: string;
  /** Parsed from division; null when it holds no number, which sorts last. */
  marks: number | null;
  stream: string;
  session_year: string;
  attachments_json: string;
};
export type GalleryTable = Owned & {
  title: string;
  description: string;
  date: string;
  updated_at: string | null;
  category: string;
  url: string | null;
  attachments_json: string;
};
export type BirthdayTable = Owned & { name: string; class: string; month_day: string; attachments_json: string };
export type NotificationTable = Owned & {
  title: string;
  description: string;
  images_json: string;
  url: string | null;
  url_title: string | null;
  attachments_json: string;
};
export type EventTable = Owned & {
  title: string;
  description: string;
  date: string;
  time: string;
  venue: string;
  images_json: string;
  attachments_json: string;
};
export type FacultyTable = Owned & { name: string; designation: string; sort_order: number };
export type VideoTable = Owned & { title: string; date: string; video_url: string };
export type TransferCertificateTable = Owned & {
  admission: string;
  name: string;
  /** Normalised forms the look-up compares. */
  admission_key: string;
  name_key: string;
  stored_path: string;
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

export type MigrationLockRow = { id: Generated<string> };

export type Database = {
  school: SchoolTable;
  stored_file: StoredFileTable;
  highlight: HighlightTable;
  news: NewsTable;
  principal_message: PrincipalMessageTable;
  online_registration: OnlineRegistrationTable;
  topper: TopperTable;
  gallery: GalleryTable;
  birthday: BirthdayTable;
  notification: NotificationTable;
  event: EventTable;
  faculty: FacultyTable;
  video: VideoTable;
  transfer_certificate: TransferCertificateTable;
  page: PageTable;
};

/** The tables of content.json's record lists (rows keyed by `id`, kept in bundle `position`). */
export type ContentTableName = Exclude<keyof Database, "school" | "stored_file" | "page">;
