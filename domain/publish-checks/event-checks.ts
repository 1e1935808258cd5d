import type { Problem } from "./problem";

/** The fields of an event record the checks read; absent, null and blank count as missing. */
export type EventFields = { date?: string | null; venue?: string | null };

/** Parents need to know when and where: an event without a date or a venue is not published. */
export function checkEvent(event: EventFields): Problem[] {
  const problems: Problem[] = [];
  if ((event.date ?? "").trim() === "") {
    problems.push({
      code: "event-date-missing",
      message: "Give the event a date, so parents know when it is.",
      severity: "error",
      locator: { kind: "field", field: "date" },
    });
  }
  if ((event.venue ?? "").trim() === "") {
    problems.push({
      code: "event-venue-missing",
      message: 'Give the event a venue (for example "School Auditorium"), so parents know where it is.',
      severity: "error",
      locator: { kind: "field", field: "venue" },
    });
  }
  return problems;
}
