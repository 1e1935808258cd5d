import { TZDate } from "@date-fns/tz";
import ical, { ICalEventStatus } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import type { StoredItemOf } from "#domain/content-kind";
import type { contentKinds } from "#domain/content-kinds";
import { type ClockTime, parseEventTime } from "#domain/event-time";
import { plainDescription } from "#domain/rich-text";

type EventItem = StoredItemOf<typeof contentKinds.events>;

export type CalendarSource = {
  schoolName: string;
  /** The school's IANA zone (its profile's, else TZ_SCHOOL): every event's time is a wall-clock time there. */
  timeZone: string;
  /** The site's origin, for links and event UIDs. */
  origin: string;
  /** When the content last changed (the import): each event's DTSTAMP, so an unchanged feed stays byte for byte the same. */
  changedAt: Date;
  events: readonly EventItem[];
};

/** How often a subscribed calendar should look again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const calendarRefreshSeconds = 6 * 60 * 60;

/** The VTIMEZONE of a zone, from the IANA data timezones-ical-library ships. */
function vtimezone(timeZone: string): string | null {
  const block = tzlib_get_ical_block(timeZone);
  const text = Array.isArray(block) ? block[0] : block;
  return text?.startsWith("BEGIN:VTIMEZONE") ? text : null;
}

/** A wall-clock time in the school's zone: ical-generator writes it as DTSTART;TZID=<zone>:<local time>. */
function at(date: string, time: ClockTime, timeZone: string): TZDate {
  const [year, month, day] = date.split("-").map(Number);
  return new TZDate(year, month - 1, day, time.hour, time.minute, 0, timeZone);
}

export const eventPageUrl = (origin: string, id: string) => `${origin}/Events?id=${encodeURIComponent(id)}`;

/**
 * The school's events as an iCalendar (RFC 5545) text: times in the school's zone with its
 * VTIMEZONE, the venue and the description as plain text, a link back to /Events (the calendar's
 * and each event's URL) and refresh hints. An event whose time text names no clock time is an
 * all-day event, its time text kept at the start of the description.
 */
export function calendarText(source: CalendarSource): string {
  const { origin, timeZone } = source;
  const host = new URL(origin).host;
  const calendar = ical({
    name: `${source.schoolName}: Events`,
    description: `Events of ${source.schoolName}`,
    prodId: { company: "School Website", product: "calendar", language: "EN" },
    url: `${origin}/Events`,
    ttl: calendarRefreshSeconds,
    // No calendar-wide name: ical-generator would then write DTSTAMP without its Z. Each event names the zone.
    timezone: { name: null, generator: vtimezone },
    x: { "X-WR-TIMEZONE": timeZone },
  });
  for (const event of source.events) {
    const times = parseEventTime(event.time);
    const text = plainDescription(event.description);
    const description = times || event.time.trim() === "" ? text : `${event.time}\n${text}`;
    calendar.createEvent({
      id: `${event._id}@${host}`,
      stamp: source.changedAt,
      summary: event.title,
      description: description.trim() || null,
      location: event.venue.trim() || null,
      url: eventPageUrl(origin, event._id),
      status: ICalEventStatus.CONFIRMED,
      ...(times
        ? {
            timezone: timeZone,
            start: at(event.date, times.start, timeZone),
            end: times.end ? at(event.date, times.end, timeZone) : null,
          }
        : { allDay: true, start: new Date(`${event.date}T00:00:00Z`) }),
    });
  }
  return calendar.toString();
}
