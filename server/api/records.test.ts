import { describe, expect, expectTypeOf, it } from "vitest";
import type {
  BirthdayRecord,
  EventRecord,
  FacultyRecord,
  GalleryRecord,
  HighlightRecord,
  NewsRecord,
  NotificationRecord,
  OnlineRegistrationRecord,
  PrincipalMessageRecord,
  SubGalleryRecord,
  TopperRecord,
  VideoRecord,
} from "#domain/api-records";
import type { RecordOf, StoredItemOf } from "#domain/content-kind";
import { contentKinds } from "#domain/content-kinds";
import { listRecordWriter, recordWriter } from "./records";

type Kinds = typeof contentKinds;

describe("records derived from the descriptions", () => {
  it("have exactly the types the site reads", () => {
    expectTypeOf<RecordOf<Kinds["highlights"]>>().branded.toEqualTypeOf<HighlightRecord>();
    expectTypeOf<RecordOf<Kinds["news"]>>().branded.toEqualTypeOf<NewsRecord>();
    expectTypeOf<RecordOf<Kinds["principalMessages"]>>().branded.toEqualTypeOf<PrincipalMessageRecord>();
    expectTypeOf<RecordOf<Kinds["onlineRegistrations"]>>().branded.toEqualTypeOf<OnlineRegistrationRecord>();
    expectTypeOf<RecordOf<Kinds["toppers"]>>().branded.toEqualTypeOf<TopperRecord>();
    expectTypeOf<RecordOf<Kinds["galleries"]>>().branded.toEqualTypeOf<GalleryRecord>();
    expectTypeOf<
      RecordOf<Kinds["galleries"], NonNullable<Kinds["galleries"]["views"]>["album"]>
    >().branded.toEqualTypeOf<SubGalleryRecord>();
    expectTypeOf<RecordOf<Kinds["birthdays"]>>().branded.toEqualTypeOf<BirthdayRecord>();
    expectTypeOf<RecordOf<Kinds["notifications"]>>().branded.toEqualTypeOf<NotificationRecord>();
    expectTypeOf<RecordOf<Kinds["events"]>>().branded.toEqualTypeOf<EventRecord>();
    expectTypeOf<RecordOf<Kinds["faculty"]>>().branded.toEqualTypeOf<FacultyRecord>();
    expectTypeOf<RecordOf<Kinds["videos"]>>().branded.toEqualTypeOf<VideoRecord>();
  });

  const album: StoredItemOf<Kinds["galleries"]> = {
    _id: "g1",
    title: "Sports Day",
    description: "",
    date: "2025-12-01",
    category: "PhotoGallery",
    attachments: [],
  };

  it("writes _id first, then the fields in schema order, absent optional values as null", () => {
    const record = listRecordWriter(contentKinds.galleries)(album);
    expect(JSON.stringify(record)).toBe(
      '{"_id":"g1","title":"Sports Day","description":"","date":"2025-12-01","category":"PhotoGallery","attachments":[],"url":null}',
    );
  });

  it("follows a view's own order and falls back to another field", () => {
    const record = recordWriter(contentKinds.galleries, contentKinds.galleries.views?.album)(album);
    expect(Object.keys(record)).toEqual(["_id", "title", "date", "description", "url", "attachments", "updatedAt"]);
    expect(record.updatedAt).toBe("2025-12-01");
    expect(
      recordWriter(contentKinds.galleries, contentKinds.galleries.views?.album)({ ...album, updatedAt: "2025-12-03" })
        .updatedAt,
    ).toBe("2025-12-03");
  });

  it("leaves out what a shape omits", () => {
    const record = listRecordWriter(contentKinds.birthdays)({
      _id: "b",
      name: "A",
      class: "V",
      date: "11-21",
      attachments: [],
    });
    expect(record).toEqual({ _id: "b", name: "A", class: "V", attachments: [] });
  });
});
