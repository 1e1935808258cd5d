import { z } from "zod";

/**
 * The field types every content kind's schema is built from (domain/kinds/*.ts), and the profile's
 * (content-schema.ts). One module, so a date or a file reference is checked alike in every kind;
 * bundle-refs.ts finds file fields by `fileRef` itself.
 */

const isoDatePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const monthDayPattern = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A real calendar date written `YYYY-MM-DD`. */
export const isoDate = z.string().refine(
  (value) => {
    if (!isoDatePattern.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  },
  { message: "expected YYYY-MM-DD" },
);

/** A day of the year written `MM-DD` (no year, so no age can be derived). */
export const monthDay = z.string().refine(
  (value) => {
    if (!monthDayPattern.test(value)) return false;
    const [month, day] = value.split("-").map(Number);
    return day <= daysInMonth[month - 1];
  },
  { message: "expected MM-DD" },
);

export const sessionYear = z
  .string()
  .regex(/^\d{4}-\d{4}$/, { message: "expected a session like 2023-2024" })
  .refine((value) => Number(value.slice(5)) === Number(value.slice(0, 4)) + 1, {
    message: "expected consecutive years like 2023-2024",
  });

export const text = z.string().trim().min(1, { message: "must not be empty" });
export const optionalText = z.string().trim().optional();
export const httpUrl = z.url({ protocol: /^https?$/, message: "expected an http(s) URL" });
/** A file named relative to the bundle's `files/` folder (API: its stored path). */
export const fileRef = z.string().min(1, { message: "must name a file" });
export const files = z.array(fileRef).default([]);
/** A file reference that must name a PDF (the disclosure's documents); bundle-refs.ts finds it like `fileRef`. */
export const pdfRef = fileRef.refine((name) => /\.pdf$/i.test(name), { message: "must be a PDF" });
/** Whether a schema is one of the file references above (not a copy of one). */
export const isFileRefSchema = (schema: unknown): boolean => schema === fileRef || schema === pdfRef;

export const recordId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: "expected 1-64 letters, digits, - or _" });

/** Every list item may carry its id; the import gives one to an item without. */
export const withId = { _id: recordId.optional() };
