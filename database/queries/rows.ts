import type { Bundle, EntityName } from "../../domain/content-schema";
import { parseMarks } from "../../domain/marks";
import type { ContentTableName, Database } from "../schema";

/**
 * The one mapping between bundle records (with stored file paths) and table
 * rows, in both directions. The API and the export both read through it.
 */
type Item<E extends EntityName> = Bundle[E][number];
type Row<T extends ContentTableName> = Database[T];
type RowValues<T extends ContentTableName> = Omit<Row<T>, "school_code" | "id" | "position">;

const list = (json: string): string[] => JSON.parse(json) as string[];
const json = (values: string[] | undefined): string => JSON.stringify(values ?? []);
const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

type Mapping<E extends EntityName, T extends ContentTableName> = {
  table: T;
  toRow: (item: Item<E>) => RowValues<T>;
  fromRow: (row: Row<T>) => Omit<Item<E>, "_id">;
};

function mapping<E extends EntityName, T extends ContentTableName>(m: Mapping<E, T>): Mapping<E, T> {
  return m;
}

export const entityTables = {
  highlights: mapping<"highlights", "highlight">({
    table: "highlight",
    toRow: (item) => ({ title: item.title, attachments_json: json(item.attachments) }),
    fromRow: (row) => ({ title: row.title, attachments: list(row.attachments_json) }),
  }),
  news: mapping<"news", "news">({
    table: "news",
    toRow: (item) => ({
      title: item.title,
      description: item.description,
      from_date: item.fromDate,
      attachments_json: json(item.attachments),
    }),
    fromRow: (row) => ({
      title: row.title,
      description: row.description,
      fromDate: row.from_date,
      attachments: list(row.attachments_json),
    }),
  }),
  principalMessages: mapping<"principalMessages", "principal_message">({
    table: "principal_message",
    toRow: (item) => ({
      message_html: item.message,
      name: item.name,
      category: item.category,
      attachments_json: json(item.attachments),
    }),
    fromRow: (row) => ({
      message: row.message_html,
      name: row.name,
      category: row.category,
      attachments: list(row.attachments_json),
    }),
  }),
  onlineRegistrations: mapping<"onlineRegistrations", "online_registration">({
    table: "online_registration",
    toRow: (item) => ({ title: item.title, url: item.url, attachments_json: json(item.attachments) }),
    fromRow: (row) => ({ title: row.title, url: row.url, attachments: list(row.attachments_json) }),
  }),
  toppers: mapping<"toppers", "topper">({
    table: "topper",
    toRow: (item) => ({
      name: item.name,
      class: item.class,
      division: item.division,
      marks: parseMarks(item.division),
      stream: item.stream,
      session_year: item.sessionYear,
      attachments_json: json(item.attachments),
    }),
    fromRow: (row) => ({
      name: row.name,
      class: row.class as "X" | "XII",
      division: row.division,
      stream: row.stream,
      sessionYear: row.session_year,
      attachments: list(row.attachments_json),
    }),
  }),
  galleries: mapping<"galleries", "gallery">({
    table: "gallery",
    toRow: (item) => ({
      title: item.title,
      description: item.description,
      date: item.date,
      updated_at: item.updatedAt ?? null,
      category: item.category,
      url: item.url ?? null,
      attachments_json: json(item.attachments),
    }),
    fromRow: (row) => ({
      title: row.title,
      description: row.description,
      date: row.date,
      updatedAt: orUndefined(row.updated_at),
      category: row.category as Item<"galleries">["category"],
      attachments: list(row.attachments_json),
      url: orUndefined(row.url),
    }),
  }),
  birthdays: mapping<"birthdays", "birthday">({
    table: "birthday",
    toRow: (item) => ({
      name: item.name,
      class: item.class,
      month_day: item.date,
      attachments_json: json(item.attachments),
    }),
    fromRow: (row) => ({
      name: row.name,
      class: row.class,
      date: row.month_day,
      attachments: list(row.attachments_json),
    }),
  }),
  notifications: mapping<"notifications", "notification">({
    table: "notification",
    toRow: (item) => ({
      title: item.title,
      description: item.desc,
      images_json: json(item.image),
      url: item.url ?? null,
      url_title: item.urlTitle ?? null,
      attachments_json: json(item.attachments),
    }),
    fromRow: (row) => ({
      title: row.title,
      desc: row.description,
      image: list(row.images_json),
      url: orUndefined(row.url),
      urlTitle: orUndefined(row.url_title),
      attachments: list(row.attachments_json),
    }),
  }),
  events: mapping<"events", "event">({
    table: "event",
    toRow: (item) => ({
      title: item.title,
      description: item.description,
      date: item.date,
      time: item.time,
      venue: item.venue,
      images_json: json(item.images),
      attachments_json: json(item.attachments),
    }),
    fromRow: (row) => ({
      title: row.title,
      description: row.description,
      date: row.date,
      time: row.time,
      venue: row.venue,
      images: list(row.images_json),
      attachments: list(row.attachments_json),
    }),
  }),
  faculty: mapping<"faculty", "faculty">({
    table: "faculty",
    toRow: (item) => ({ name: item.name, designation: item.designation, sort_order: item.order }),
    fromRow: (row) => ({ name: row.name, designation: row.designation, order: row.sort_order }),
  }),
  videos: mapping<"videos", "video">({
    table: "video",
    toRow: (item) => ({ title: item.title, date: item.date, video_url: item.videoUrl }),
    fromRow: (row) => ({ title: row.title, date: row.date, videoUrl: row.video_url }),
  }),
  transferCertificates: mapping<"transferCertificates", "transfer_certificate">({
    table: "transfer_certificate",
    toRow: (item) => ({
      admission: item.admission,
      name: item.name,
      admission_key: admissionKey(item.admission),
      name_key: nameKey(item.name),
      stored_path: item.file,
    }),
    fromRow: (row) => ({ admission: row.admission, name: row.name, file: row.stored_path }),
  }),
} as const;

/** Admission numbers match exactly after trimming, ignoring case. */
export function admissionKey(admission: string): string {
  return admission.trim().toLowerCase();
}

/** Names match ignoring case, with runs of white space collapsed. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}
