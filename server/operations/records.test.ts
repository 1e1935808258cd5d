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
import { galleryRecordSchema, subGalleryRecordSchema } from "#domain/api-records";
import type { RecordOf, StoredItemOf } from "#domain/content-kind";
import { contentKinds } from "#domain/content-kinds";
import { listRecordWriter, recordWriter } from "./records";

type Kinds = typeof contentKinds;

describe("records derived from the descriptions", () => {
  it("have the specification's shapes (section 3 plus _id; absent optional values null)", () => {
    type Files = string[];
    expectTypeOf<HighlightRecord>().toEqualTypeOf<{ _id: string; title: string; attachments: Files }>();
    expectTypeOf<NewsRecord>().toEqualTypeOf<{
      _id: string;
      title: string;
      description: string;
      fromDate: string;
      attachments: Files;
    }>();
    expectTypeOf<GalleryRecord>().toEqualTypeOf<{
      _id: string;
      title: string;
      description: string;
      date: string;
      category: "PhotoGallery" | "Exhibitions" | "Activity";
      attachments: Files;
      url: string | null;
    }>();
    expectTypeOf<SubGalleryRecord>().toEqualTypeOf<{
      _id: string;
      title: string;
      date: string;
      description: string;
      url: string | null;
      attachments: Files;
      updatedAt: string;
    }>();
    expectTypeOf<BirthdayRecord>().toEqualTypeOf<{ _id: string; name: string; class: string; attachments: Files }>();
    expectTypeOf<NotificationRecord>().toEqualTypeOf<{
      _id: string;
      title: string;
      desc: string;
      image: Files;
      url: string | null;
      urlTitle: string | null;
      attachments: Files;
    }>();
    expectTypeOf<FacultyRecord>().toEqualTypeOf<{ _id: string; name: string; designation: string; order: number }>();
    expectTypeOf<VideoRecord>().toEqualTypeOf<{ _id: string; title: string; date: string; videoUrl: string }>();
    expectTypeOf<TopperRecord>().toHaveProperty("sessionYear").toEqualTypeOf<string>();
    expectTypeOf<EventRecord>().toHaveProperty("images").toEqualTypeOf<Files>();
    expectTypeOf<PrincipalMessageRecord>().toHaveProperty("category").toEqualTypeOf<string>();
    expectTypeOf<OnlineRegistrationRecord>().toHaveProperty("url").toEqualTypeOf<string>();
    expectTypeOf<RecordOf<Kinds["news"]>>().toEqualTypeOf<NewsRecord>();
  });

  it("are what the site's schemas parse, unchanged", () => {
    const writer = listRecordWriter(contentKinds.galleries);
    expect(galleryRecordSchema.parse(writer(album))).toEqual(writer(album));
    const view = recordWriter(contentKinds.galleries, contentKinds.galleries.views?.album);
    expect(subGalleryRecordSchema.parse(view(album))).toEqual(view(album));
    expect(() => galleryRecordSchema.parse({ ...writer(album), url: undefined })).toThrow();
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
