import { z } from "zod";
import { fileRef, isoDate, text, withId } from "#domain/content-fields";
import { defineKind, type StoredItemOf } from "#domain/content-kind";
import { filesField, textField } from "#domain/editing/editable-fields";
import { itemPath } from "#domain/fixed-pages";
import { defineListKind, type KindPage } from "#domain/kinds/list-kind";
import { type SchoolClass, schoolClasses } from "#domain/school-classes";
import { joinedText } from "#domain/search-text";

/** A circular's classes: the school's (domain/school-classes.ts); a circular for none of them is for the whole school. */
export const circularClasses = schoolClasses;
export type CircularClass = SchoolClass;

/** The longest summary parents read under a circular's title (issue 22). */
export const circularSummaryLength = 300;

const isPdf = (file: string) => /\.pdf$/i.test(file);

/** A numbered, dated notice with its PDF (issue 22's proof of the one-file kind). */
export const circularSchema = z.strictObject({
  ...withId,
  /** The school's own number, `SVPS/2026/041`: unique within the school (the kind's `unique`). */
  number: text.max(60, { message: "must be at most 60 characters" }),
  title: text,
  date: isoDate,
  classes: z.array(z.enum(circularClasses, { message: `expected one of ${circularClasses.join(", ")}` })).default([]),
  summary: z
    .string()
    .trim()
    .max(circularSummaryLength, { message: `must be at most ${circularSummaryLength} characters` })
    .default(""),
  // File names in a bundle, stored paths after the import: either way a PDF ends in .pdf.
  attachments: z.array(fileRef).refine((list) => list.some(isPdf), { message: "must include at least one PDF" }),
});

const content = defineKind({
  schema: circularSchema,
  table: "circular",
  paths: ["/circular/:school"],
  order: [
    { by: "date", direction: "desc" },
    { by: "number", direction: "desc" },
  ],
});

type Circular = StoredItemOf<typeof content>;

/**
 * The page of circulars (issue 22, not one of spec 2.1's): its route, name, menu place, search
 * links, sitemap entry and feed are all derived from this (domain/kinds/list-kind.ts `KindPage`).
 */
export const circularsPage = {
  path: "/Circulars",
  name: "Circulars",
  description: "The school's numbered circulars to parents, with their PDFs.",
  // In the header menu's News group, beside General Notice (/News); after it in the sitemap too.
  after: "/News",
  lastmod: (item) => item.date,
  feed: {
    path: "/circulars.xml",
    length: 30,
    description: (schoolName) => `Circulars to parents from ${schoolName}.`,
    item: (item) => {
      const pdf = item.attachments.find(isPdf);
      return {
        title: `${item.number}: ${item.title}`,
        description: [
          item.summary,
          item.classes.length === 0 ? "For the whole school." : `For classes ${item.classes.join(", ")}.`,
        ]
          .filter(Boolean)
          .join(" "),
        date: item.date,
        // The first PDF is the circular itself.
        ...(pdf ? { enclosure: { path: pdf, type: "application/pdf" } } : {}),
      };
    },
  },
} satisfies KindPage<Circular>;

export const circulars = defineListKind({
  key: "circulars",
  site: { logName: "circulars" },
  unique: ["number"],
  content,
  editing: {
    workflow: "reviewed",
    singular: "circular",
    plural: "Circulars",
    publicPath: circularsPage.path,
    titleField: "title",
    dateField: "date",
    adminPosition: 2.5,
    fields: [
      textField("number", "Circular number", "As printed on it, for example SVPS/2026/041."),
      textField("title", "Title"),
      { name: "date", label: "Date", widget: "date" },
      {
        name: "classes",
        label: "Classes",
        widget: "list",
        hint: `Separated by commas, from ${circularClasses.join(", ")}. Leave empty for the whole school.`,
      },
      { name: "summary", label: "Summary", widget: "textarea", hint: "Optional, plain text, at most 300 characters." },
      filesField("attachments", "Files", "documents", "The circular as a PDF, and any forms that go with it."),
    ],
  },
  search: {
    kind: "circular",
    // After the hand-written kinds' 1-7, so the index keeps their order and ties.
    position: 8,
    document: (item) => ({
      title: `${item.number} ${item.title}`,
      body: joinedText(item.summary, item.classes.join(" ")),
      date: item.date,
    }),
  },
  page: circularsPage,
  alert: {
    topic: "circulars",
    // Stored names are content hashes: the first file is the circular, the others go with it (as /Circulars names them).
    message: (item) => ({
      title: `${item.number}: ${item.title}`,
      date: item.date,
      summary: item.summary,
      path: itemPath(circularsPage.path, item._id),
      classes: item.classes,
      files: item.attachments.map((path, index) => ({
        path,
        label: index === 0 ? `Circular ${item.number}` : `Attachment ${index + 1}`,
      })),
    }),
  },
});
