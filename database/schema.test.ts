import { describe, expect, expectTypeOf, it } from "vitest";
import { fieldColumns } from "#domain/content-kind";
import { contentKinds } from "#domain/content-kinds";
import { tableColumns, testDatabase } from "#tests/test-database";
import type { Database } from "./schema";

/** The tables as the first migration made them, written out once more to pin the derived types. */
type Owned = { school_code: string; id: string; position: number };
type HighlightTable = Owned & { title: string; attachments_json: string };
type NewsTable = Owned & { title: string; description: string; from_date: string; attachments_json: string };
type PrincipalMessageTable = Owned & {
  message_html: string;
  name: string;
  category: string;
  attachments_json: string;
};
type OnlineRegistrationTable = Owned & { title: string; url: string; attachments_json: string };
type TopperTable = Owned & {
  name: string;
  class: string;
  division: string;
  /** Parsed from division; null when it holds no number, which sorts last. */
  marks: number | null;
  stream: string;
  session_year: string;
  attachments_json: string;
  /** Children's consent (migration 0008); null when the bundle gave none. */
  consent: string | null;
};
type GalleryTable = Owned & {
  title: string;
  description: string;
  date: string;
  updated_at: string | null;
  category: string;
  url: string | null;
  attachments_json: string;
  /** The club page that shows it (migration 0009); null for none. */
  club: string | null;
};
type BirthdayTable = Owned & {
  name: string;
  class: string;
  month_day: string;
  attachments_json: string;
  consent: string | null;
};
type NotificationTable = Owned & {
  title: string;
  description: string;
  images_json: string;
  url: string | null;
  url_title: string | null;
  attachments_json: string;
};
type EventTable = Owned & {
  title: string;
  description: string;
  date: string;
  time: string;
  venue: string;
  images_json: string;
  attachments_json: string;
};
type FacultyTable = Owned & { name: string; designation: string; sort_order: number; qualification: string };
type VideoTable = Owned & { title: string; date: string; video_url: string };
type TransferCertificateTable = Owned & {
  admission: string;
  name: string;
  /** Normalised forms the look-up compares. */
  admission_key: string;
  name_key: string;
  stored_path: string;
};

describe("the table types derived from the descriptions", () => {
  it("are the tables the migrations made", () => {
    expectTypeOf<Database["highlight"]>().branded.toEqualTypeOf<HighlightTable>();
    expectTypeOf<Database["news"]>().branded.toEqualTypeOf<NewsTable>();
    expectTypeOf<Database["principal_message"]>().branded.toEqualTypeOf<PrincipalMessageTable>();
    expectTypeOf<Database["online_registration"]>().branded.toEqualTypeOf<OnlineRegistrationTable>();
    expectTypeOf<Database["topper"]>().branded.toEqualTypeOf<TopperTable>();
    expectTypeOf<Database["gallery"]>().branded.toEqualTypeOf<GalleryTable>();
    expectTypeOf<Database["birthday"]>().branded.toEqualTypeOf<BirthdayTable>();
    expectTypeOf<Database["notification"]>().branded.toEqualTypeOf<NotificationTable>();
    expectTypeOf<Database["event"]>().branded.toEqualTypeOf<EventTable>();
    expectTypeOf<Database["faculty"]>().branded.toEqualTypeOf<FacultyTable>();
    expectTypeOf<Database["video"]>().branded.toEqualTypeOf<VideoTable>();
    expectTypeOf<Database["transfer_certificate"]>().branded.toEqualTypeOf<TransferCertificateTable>();
  });
});

describe("the migrated database", () => {
  it("has, for every kind, exactly the columns its description derives, nullable where the field is optional", async () => {
    const db = await testDatabase();
    for (const kind of Object.values(contentKinds)) {
      const columns = await tableColumns(db, kind.table);
      const expected = [
        "school_code",
        "id",
        "position",
        ...fieldColumns(kind).map((entry) => entry.column),
        ...Object.keys(kind.computed ?? {}),
      ];
      expect(columns.map((column) => column.name).sort(), kind.table).toEqual(expected.sort());
      for (const entry of fieldColumns(kind)) {
        const column = columns.find((candidate) => candidate.name === entry.column);
        expect(column?.nullable, `${kind.table}.${entry.column} nullable`).toBe(entry.optional);
      }
    }
  });
});
