import { z } from "zod";
import { importModes } from "./birthday-import";
import { consentStates } from "./consent";

/**
 * The staff API's records screens (issue 14): birthdays, transfer certificates and children's
 * consent, as zod schemas for both sides. The server answers with them; the admin area reads
 * every answer through them.
 */

const consent = z.enum(consentStates).nullable();

/** An uploaded CSV, sent as text: a school's list is far below this. */
export const maxCsvBytes = 2 * 1024 * 1024;
export const csvInputSchema = z.object({
  csv: z
    .string()
    .min(1, { message: "Choose a CSV file." })
    .max(maxCsvBytes, { message: "The file is larger than 2 MB." }),
});

// ---- Birthdays ----

export const birthdayAdminSchema = z.object({
  _id: z.string(),
  name: z.string(),
  class: z.string(),
  /** `MM-DD`: no year is ever stored. */
  date: z.string(),
  photo: z.boolean(),
  consent,
});
export const birthdayListSchema = z.object({ data: z.array(birthdayAdminSchema) });

const csvLineSchema = z.object({
  line: z.number(),
  cells: z.array(z.string()),
  ok: z.boolean(),
  reason: z.string().optional(),
});

export const birthdayPreviewSchema = z.union([
  z.object({
    ok: z.literal(true),
    lines: z.array(
      csvLineSchema.extend({
        birthday: z.object({ name: z.string(), class: z.string(), date: z.string() }).optional(),
      }),
    ),
    count: z.number(),
    problems: z.number(),
    /** What each way of importing would do to the stored list (domain/birthday-import.ts). */
    plans: z.object({
      merge: z.object({ added: z.number(), updated: z.number(), unchanged: z.number() }),
      replace: z.object({
        kept: z.number(),
        added: z.number(),
        removed: z.number(),
        removedByClass: z.array(z.object({ class: z.string(), count: z.number() })),
      }),
    }),
  }),
  z.object({ ok: z.literal(false), line: z.number(), reason: z.string() }),
]);
/** A birthday import: the CSV again, and the way chosen; adding and updating unless replacing is asked for. */
export const birthdayImportSchema = csvInputSchema.extend({ mode: z.enum(importModes).default("merge") });
export const birthdayImportResultSchema = z.union([
  z.object({ mode: z.literal("merge"), added: z.number(), updated: z.number(), unchanged: z.number() }),
  z.object({ mode: z.literal("replace"), kept: z.number(), added: z.number(), removed: z.number() }),
]);

// ---- Transfer certificates ----

export const certificateFieldsSchema = z.object({
  admission: z
    .string()
    .trim()
    .min(1, { message: "Enter the admission number." })
    .max(64, { message: "At most 64 characters." }),
  name: z
    .string()
    .trim()
    .min(1, { message: "Enter the student's full name." })
    .max(200, { message: "At most 200 characters." })
    // Stored as a person would write it; the look-up ignores spacing anyway (tc-keys.ts).
    .transform((name) => name.replace(/\s+/g, " ")),
});

export const certificateAdminSchema = z.object({
  id: z.string(),
  admission: z.string(),
  name: z.string(),
  /** The stored path, for staff to open the file through the image service. */
  storedPath: z.string(),
});
export const certificateListSchema = z.object({ data: z.array(certificateAdminSchema) });

const rowSchema = z.object({ line: z.number(), admission: z.string(), name: z.string() });
export const bulkReportSchema = z.union([
  z.object({
    ok: z.literal(true),
    /** Names the staged batch to confirm; absent when nothing matched. */
    batch: z.string().optional(),
    /** How each column of the list was read (issue 23): "“Adm No” as the admission number". */
    columns: z.array(z.object({ column: z.number(), header: z.string().optional(), readAs: z.string() })),
    badLines: z.array(z.object({ line: z.number(), cells: z.array(z.string()), reason: z.string() })),
    matched: z.array(rowSchema.extend({ file: z.string(), replaces: z.boolean() })),
    unmatchedRows: z.array(rowSchema.extend({ reason: z.string() })),
    unmatchedFiles: z.array(z.object({ file: z.string(), reason: z.string() })),
  }),
  z.object({ ok: z.literal(false), line: z.number(), reason: z.string() }),
]);
export const bulkConfirmSchema = z.object({
  batch: z.string().regex(/^[0-9a-f]{32}$/, { message: "Upload the files again." }),
});
export const bulkResultSchema = z.object({ added: z.number(), replaced: z.number() });

// ---- Children's consent ----

/** The records naming a child: toppers, birthdays, and photos whose caption names one (decision 0076). */
export const childKindNames = ["toppers", "birthdays", "photos"] as const;
export const consentChangeSchema = z.object({ consent });
export const childRecordSchema = z.object({
  kind: z.enum(childKindNames),
  id: z.string(),
  name: z.string(),
  detail: z.string(),
  consent,
});
export const consentListSchema = z.object({ data: z.array(childRecordSchema) });

export type BirthdayAdmin = z.infer<typeof birthdayAdminSchema>;
export type BirthdayPreview = z.infer<typeof birthdayPreviewSchema>;
export type CertificateAdmin = z.infer<typeof certificateAdminSchema>;
export type BulkReport = z.infer<typeof bulkReportSchema>;
export type ChildRecordAdmin = z.infer<typeof childRecordSchema>;
