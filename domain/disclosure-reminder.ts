import { isoDateOf, type SchoolDay } from "#domain/school-date";

/**
 * Circular 1/2026: each year's annual report goes on the website before 15 September. From
 * 15 August the dashboard reminds the school until it is uploaded (issue 25). The year's report
 * is one attested on or after 1 April of the year, when the session it reports on has ended;
 * an older one is last year's.
 */
export type AnnualReportReminder = { due: string; overdue: boolean };

/** The reminder to show on the school's `today`, or undefined when none is due. */
export function annualReportReminder(
  today: SchoolDay,
  annualReport: { attestedOn: string } | undefined,
): AnnualReportReminder | undefined {
  const date = isoDateOf(today);
  const from = `${today.year}-08-15`;
  const due = `${today.year}-09-15`;
  if (date < from) return undefined;
  if (annualReport && annualReport.attestedOn >= `${today.year}-04-01`) return undefined;
  return { due, overdue: date > due };
}

/** The reminder in words, as the dashboard shows it. */
export function reminderText(reminder: AnnualReportReminder): string {
  const [year, month, day] = reminder.due.split("-").map(Number);
  const dueWords = `${day} ${["", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][month]} ${year}`;
  return reminder.overdue
    ? `This year's annual report was due on the website by ${dueWords} (CBSE Circular 1/2026). Upload it in the Mandatory Public Disclosure.`
    : `This year's annual report is due on the website by ${dueWords} (CBSE Circular 1/2026). Upload it in the Mandatory Public Disclosure.`;
}
