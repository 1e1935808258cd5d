/** /Events' JSON-LD (issue 16): an Event per listed event. */
import type { Event, WithContext } from "schema-dts";
import type { EventRecord } from "#domain/api-records";
import { localDateTime, parseEventTime, zoneOffset } from "#domain/event-time";
import { plainDescription } from "#domain/rich-text";
import { type SiteAddress, schemaContext } from "./structured-data.server";

/** An event's start (and end): with its clock time and the zone's offset when the time text has one, else the day. */
function eventDates(event: EventRecord, timeZone: string): { startDate: string; endDate?: string } {
  const times = parseEventTime(event.time);
  if (!times) return { startDate: event.date };
  const at = (time: typeof times.start) =>
    `${localDateTime(event.date, time)}${zoneOffset(timeZone, event.date, time)}`;
  return times.end ? { startDate: at(times.start), endDate: at(times.end) } : { startDate: at(times.start) };
}

export function eventJsonLd(
  event: EventRecord,
  site: SiteAddress & { timeZone: string; address: string | null },
  url: string,
  image: string | null,
): WithContext<Event> {
  return {
    "@context": schemaContext,
    "@type": "Event",
    name: event.title,
    ...eventDates(event, site.timeZone),
    ...(event.description ? { description: plainDescription(event.description) } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: event.venue || site.schoolName,
      ...(site.address ? { address: site.address } : {}),
    },
    organizer: { "@type": "School", name: site.schoolName, url: `${site.origin}/` },
    ...(image ? { image } : {}),
    url,
  };
}
