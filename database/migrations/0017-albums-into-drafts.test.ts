import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { findEntry, listEntries } from "#database/queries/editing";
import { replaceSchoolContent } from "#database/queries/school-content";
import { unscoped } from "#database/unscoped";
import { bundleSchema } from "#domain/content-schema";
import { fixtureBundle } from "#tests/api-fixture";
import { testDatabase } from "#tests/test-database";
import { down, up } from "./0017-albums-into-drafts";

const photo = (letter: string) => `${letter.repeat(64)}.jpg`;
const [a, b, c] = [photo("a"), photo("b"), photo("c")];

it("moves each album whose work is not on the site into a draft of the galleries kind, and drops the table", async () => {
  const db = await testDatabase();
  await replaceSchoolContent(db, "test", bundleSchema.parse(fixtureBundle), []);
  // biome-ignore lint/suspicious/noExplicitAny: the table this migration drops is not in the schema's types any more
  const kysely = unscoped(db) as unknown as Kysely<any>;
  // The table as the album screens left it.
  await down(kysely);
  const album = {
    school_code: "test",
    description: "",
    category: "Activity",
    cover: null,
    club: null,
    updated_at: "2026-11-20T10:00:00.000Z",
    published_at: null,
  };
  await kysely
    .insertInto("media_album")
    .values([
      // Never published: a draft of a new album, its cover first.
      {
        ...album,
        id: "annual-day-1a2b3c4d",
        title: "Annual Day",
        date: "2026-11-14",
        photos_json: JSON.stringify([a, b, c]),
        cover: b,
        club: "music",
      },
      // Published and unchanged since: its gallery row is all there is to it.
      {
        ...album,
        id: "g-2025",
        title: "Sports Day",
        date: "2025-12-01",
        category: "PhotoGallery",
        photos_json: "[]",
        published_at: "2025-12-02T00:00:00.000Z",
      },
      // Published, then renamed and given a photo: a draft over the live row, keeping its own fields.
      {
        ...album,
        id: "g-2026",
        title: "Science Fair 2026",
        date: "2026-02-10",
        category: "Exhibitions",
        photos_json: JSON.stringify([photo("d"), a]),
        published_at: "2026-02-12T00:00:00.000Z",
      },
      // Already edited in the generic editor: left as it is.
      { ...album, id: "g-mid", title: "Tree Planting, new", date: "2026-01-05", photos_json: JSON.stringify([c]) },
    ])
    .execute();
  await kysely
    .insertInto("content_entry")
    .values({
      school_code: "test",
      kind: "galleries",
      id: "g-mid",
      title: "Tree Planting",
      draft_json: JSON.stringify({ title: "Tree Planting", date: "2026-01-05", category: "Activity", attachments: [] }),
      live: 1,
      published_at: null,
      review: null,
      review_comment: null,
      publish_at: null,
      unpublish_at: null,
      deleted_at: null,
      author_id: "u-1",
      updated_at: "2026-11-01T00:00:00.000Z",
      updated_by: "editor@school.example",
    })
    .execute();

  await up(kysely);

  expect(await findEntry(db, "test", "galleries", "annual-day-1a2b3c4d")).toMatchObject({
    title: "Annual Day",
    live: false,
    hasDraft: true,
    publishedAt: null,
    updatedAt: "2026-11-20T10:00:00.000Z",
    draft: {
      title: "Annual Day",
      description: "",
      date: "2026-11-14",
      category: "Activity",
      attachments: [b, a, c],
      club: "music",
    },
  });
  expect(await findEntry(db, "test", "galleries", "g-2025")).toBeUndefined();
  expect(await findEntry(db, "test", "galleries", "g-2026")).toMatchObject({
    live: true,
    publishedAt: "2026-02-12T00:00:00.000Z",
    draft: {
      title: "Science Fair 2026",
      attachments: [photo("d"), a],
      url: "https://files.example.in/fair.zip",
      updatedAt: "2026-02-12",
    },
  });
  expect((await findEntry(db, "test", "galleries", "g-mid"))?.draft).toMatchObject({ title: "Tree Planting" });
  expect((await listEntries(db, "test", "galleries")).map((entry) => entry.id).sort()).toEqual([
    "annual-day-1a2b3c4d",
    "g-2026",
    "g-mid",
  ]);
  await expect(kysely.selectFrom("media_album").selectAll().execute()).rejects.toThrow();
});
