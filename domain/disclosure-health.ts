import { z } from "zod";
import type { FigureWarning } from "#domain/disclosure-figures";
import { type Disclosure, disclosureDocuments } from "#domain/kinds/disclosure";

/**
 * The disclosure's health panel (issue 25): what is missing, what has expired or will within 60
 * days, what is older than a year, and which external link no longer answers (the daily link
 * check's findings, server/jobs/link-check.ts). Pure: the admin area passes the published
 * disclosure, the school's today and the broken links it has stored.
 */

export type HealthKind = "missing" | "expired" | "expiring" | "stale" | "broken" | "figure";

export type HealthProblem = {
  kind: HealthKind;
  /** The disclosure's field the problem is in, for a link to it in the form. */
  field: string;
  message: string;
};

/** An external link the daily check found broken: its address and what it answered. */
export type BrokenLink = { url: string; problem: string };

/** A licence expiring within this many days is flagged. */
export const expiringWithinDays = 60;
/** A document attested longer ago than this many days is flagged as old. */
export const staleAfterDays = 365;

/** `YYYY-MM-DD` plus `days` (negative for before). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The boards' results the format asks for: three years each of Class X and Class XII. */
export const resultYearsWanted = 3;

const optionalFacts = [
  ["schoolCode", "A3. The school code"],
  ["principalName", "A5. The principal's name"],
  ["principalQualification", "A6. The principal's qualification"],
  ["specialEducator", "D4. The special educator"],
  ["counsellor", "D5. The counsellor and wellness teacher"],
  ["campusAreaSqM", "E1. The campus area"],
  ["classrooms", "E2. The number of classrooms"],
  ["classroomSizeSqM", "E2. The size of the classrooms"],
  ["internet", "E4. The internet facility"],
  ["girlsToilets", "E5. The number of girls' toilets"],
  ["boysToilets", "E6. The number of boys' toilets"],
  ["inspectionVideoUrl", "E7. The inspection video's link"],
] as const satisfies readonly (readonly [keyof Disclosure, string])[];

/** Every problem of a disclosure on `today` (`YYYY-MM-DD`, the school's); none published is one problem. */
export function disclosureHealth(
  disclosure: Disclosure | undefined,
  today: string,
  brokenLinks: readonly BrokenLink[] = [],
  figures: readonly FigureWarning[] = [],
): HealthProblem[] {
  if (!disclosure) {
    return [{ kind: "missing", field: "asOn", message: "The disclosure has not been published yet." }];
  }
  const problems: HealthProblem[] = [];
  if (disclosure.asOn < addDays(today, -staleAfterDays)) {
    problems.push({
      kind: "stale",
      field: "asOn",
      message: `The "as on" date, ${disclosure.asOn}, is over a year old.`,
    });
  }
  for (const [field, what] of optionalFacts) {
    if (disclosure[field] === undefined) problems.push({ kind: "missing", field, message: `${what} is not given.` });
  }
  for (const entry of disclosureDocuments) {
    const document = disclosure[entry.name];
    const what = `${entry.number}. ${entry.label}`;
    if (!document) {
      // Without a fee structure PDF the site's own fee pages are linked: not missing.
      if (entry.name !== "feeStructure") {
        problems.push({ kind: "missing", field: entry.name, message: `${what}: no document.` });
      }
      continue;
    }
    if (document.validUntil !== undefined && document.validUntil < today) {
      problems.push({ kind: "expired", field: entry.name, message: `${what}: expired on ${document.validUntil}.` });
    } else if (document.validUntil !== undefined && document.validUntil <= addDays(today, expiringWithinDays)) {
      problems.push({ kind: "expiring", field: entry.name, message: `${what}: expires on ${document.validUntil}.` });
    } else if ("licence" in entry && document.validUntil === undefined) {
      problems.push({ kind: "missing", field: entry.name, message: `${what}: no valid-until date.` });
    }
    if (document.attestedOn < addDays(today, -staleAfterDays)) {
      problems.push({
        kind: "stale",
        field: entry.name,
        message: `${what}: attested on ${document.attestedOn}, over a year ago.`,
      });
    }
  }
  for (const level of ["X", "XII"] as const) {
    const years = new Set(disclosure.boardResults.filter((row) => row.class === level).map((row) => row.year));
    if (years.size < resultYearsWanted) {
      problems.push({
        kind: "missing",
        field: "boardResults",
        message: `C5. Class ${level} board results: ${years.size} of the last ${resultYearsWanted} years given.`,
      });
    }
  }
  if (disclosure.laboratories.length === 0) {
    problems.push({ kind: "missing", field: "laboratories", message: "E3. No laboratories are listed." });
  }
  for (const link of brokenLinks) {
    if (link.url !== disclosure.inspectionVideoUrl) continue;
    problems.push({
      kind: "broken",
      field: "inspectionVideoUrl",
      message: `E7. The inspection video's link does not answer (${link.problem}).`,
    });
  }
  // A figure is worked out, not typed: its warning points at the number the school gives for it.
  for (const warning of figures) {
    const field = warning.figure === "pupilTeacherRatio" ? "enrolment" : "sections";
    problems.push({ kind: "figure", field, message: warning.message });
  }
  return problems;
}

/** Every external link of a disclosure, for the daily check. */
export function disclosureLinks(disclosure: Disclosure | undefined): string[] {
  return disclosure?.inspectionVideoUrl ? [disclosure.inspectionVideoUrl] : [];
}

/** The admin API's answer for the disclosure's screen and the dashboard (server/api/admin/disclosure.ts). */
export const disclosureHealthAnswerSchema = z.object({
  problems: z.array(
    z.object({
      kind: z.enum(["missing", "expired", "expiring", "stale", "broken", "figure"]),
      field: z.string(),
      message: z.string(),
    }),
  ),
  /** The annual report reminder (disclosure-reminder.ts), in words, when one is due. */
  reminder: z.object({ due: z.string(), overdue: z.boolean(), text: z.string() }).nullable(),
});
export type DisclosureHealthAnswer = z.infer<typeof disclosureHealthAnswerSchema>;
