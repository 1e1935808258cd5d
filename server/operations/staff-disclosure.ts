import { listBrokenLinks } from "#database/queries/link-checks";
import { listItems } from "#database/queries/lists";
import { findSingleItem } from "#database/queries/single-items";
import { contentKinds } from "#domain/content-kinds";
import { disclosureFigures, figureWarnings } from "#domain/disclosure-figures";
import { type DisclosureHealthAnswer, disclosureHealth } from "#domain/disclosure-health";
import { annualReportReminder, reminderText } from "#domain/disclosure-reminder";
import { isoDateOf, schoolToday } from "#domain/school-date";
import { allow, type SchoolContext } from "./staff-deps";

/**
 * The Mandatory Public Disclosure's health (issue 25) for the admin area: what the published
 * disclosure lacks, what has expired or soon will, what is old, which link the daily check found
 * broken (server/jobs/link-check.ts) and the figures outside CBSE's norms; and the annual report
 * reminder the dashboard shows from 15 August. Read from what is stored: nothing here asks the web.
 */
export async function disclosureHealthOf(context: SchoolContext): Promise<DisclosureHealthAnswer> {
  allow(context.role, "admin.enter");
  const { db, timeZoneOf, now } = context.deps;
  const code = context.school;
  const [disclosure, faculty, broken] = await Promise.all([
    findSingleItem(db, code, "disclosure"),
    listItems(db, contentKinds.faculty, code),
    listBrokenLinks(db, code),
  ]);
  // The school's own day (decision 0085): the reminder starts on its 15 August.
  const today = schoolToday(await timeZoneOf(code), now?.() ?? new Date());
  const figures = disclosure
    ? figureWarnings(disclosureFigures(faculty, disclosure.enrolment, disclosure.sections))
    : [];
  const reminder = annualReportReminder(today, disclosure?.annualReport);
  return {
    problems: disclosureHealth(disclosure, isoDateOf(today), broken, figures),
    reminder: reminder ? { ...reminder, text: reminderText(reminder) } : null,
  };
}
