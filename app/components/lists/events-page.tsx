import { PathIcon } from "#app/components/icon.tsx";
import { type ImageBox, ResponsiveImage } from "#app/components/responsive-image.tsx";
import { SubscribeLink } from "#app/components/subscribe-link.tsx";
import { usePublicImage, useSiteData } from "#app/components/use-site-data.ts";
import type { ListView } from "#app/lib/list-views.ts";
import { listStrings } from "#app/lib/strings/lists.ts";
import { pages } from "#app/lib/strings/pages.ts";
import type { EventRecord } from "#domain/api-records";
import { AttachmentLinks } from "./attachment-links";
import { DeferredPhoto } from "./deferred-photo";
import { DisplayDate } from "./display-date";
import { ItemPlaceholder, ListLayout, periodListProps } from "./list-layout";
import { RichDescription } from "./rich-description";

const l = listStrings;

/**
 * Events whose photos the browser loads as the page arrives: they fill the first screen of a
 * phone (about one and a half events) and of a desktop. Later events' photos wait until the
 * visitor scrolls near them (DeferredPhoto).
 */
export const eventsWithPhotosAtOnce = 3;

/**
 * The title above says what the photo shows. 11rem on a phone (two a row), 16rem above: a 1.75x
 * phone takes the 320-wide variant, a 1x desktop the 320 too.
 */
const eventPhoto: ImageBox = {
  width: 480,
  height: 320,
  sizes: "(max-width: 599px) 11rem, 16rem",
  widths: [320, 480, 640],
};

function EventItem({ event, deferPhotos }: { event: EventRecord; deferPhotos: boolean }) {
  const placeholder = usePublicImage("placeholder.jpg");
  return (
    <li className="list-item event-item">
      <h2 className="list-item__title">{event.title}</h2>
      <dl className="facts">
        <div>
          <dt>{l.date}</dt>
          <dd>
            <DisplayDate date={event.date} />
          </dd>
        </div>
        {event.time && (
          <div>
            <dt>{l.time}</dt>
            <dd>{event.time}</dd>
          </div>
        )}
        {event.venue && (
          <div>
            <dt>{l.venue}</dt>
            <dd>{event.venue}</dd>
          </div>
        )}
      </dl>
      {event.description && <RichDescription text={event.description} />}
      {event.images.length > 0 && (
        <ul className="event-item__images">
          {event.images.map((image) => {
            const photo = <ResponsiveImage path={image} fallback={placeholder} alt="" {...eventPhoto} />;
            return (
              <li key={image}>
                {deferPhotos ? <DeferredPhoto slotClassName="event-item__photo-slot">{photo}</DeferredPhoto> : photo}
              </li>
            );
          })}
        </ul>
      )}
      <AttachmentLinks title={event.title} files={event.attachments} />
      <p className="event-item__calendar">
        {/* One event's iCalendar file: a phone or a calendar app opens it and offers to add it. */}
        <a
          className="icon-link"
          href={eventCalendarPath(event._id)}
          download={`${event._id}.ics`}
          aria-label={`${l.addToCalendar}: ${event.title}`}
        >
          <PathIcon path={calendarPlusIcon} />
          {l.addToCalendar}
        </a>
      </p>
    </li>
  );
}

/** A calendar with a plus: drawn only here, so it stays out of every page's icon set. */
const calendarPlusIcon = "M4 5h16v15H4zM4 10h16M8 3v4M16 3v4M12 13v5M9.5 15.5h5";

/** The calendar feed's paths (server/feeds/feed-routes.ts). */
export const calendarPath = "/calendar.ics";
export const eventCalendarPath = (id: string) => `/calendar/${encodeURIComponent(id)}.ics`;

/**
 * Subscribe (issue 16): `webcal://` makes a phone offer to subscribe to the feed, so new events
 * arrive by themselves; the https address is for calendar apps that ask for one.
 */
function CalendarLinks() {
  const { publicUrl } = useSiteData();
  const webcal = publicUrl ? `${publicUrl.replace(/^https?:/, "webcal:")}${calendarPath}` : calendarPath;
  return (
    <div className="calendar-links">
      <p>
        <a className="button" href={webcal}>
          {l.subscribe}
          <span className="visually-hidden">{l.subscribeDetail}</span>
        </a>{" "}
        <a href={calendarPath}>{l.calendarFeed}</a>
      </p>
      <p className="calendar-links__hint">{l.calendarHint}</p>
    </div>
  );
}

/** Upcoming Events (spec 2.6): count, year (the current one first), months of the events, search, list. */
export function EventsPage({ view }: { view: ListView<EventRecord> }) {
  return (
    <ListLayout
      title={pages.events.name}
      {...periodListProps(view, l.events, l.noEvents)}
      aside={
        <>
          <SubscribeLink topic="events" />
          {view.total > 0 && <CalendarLinks />}
        </>
      }
      back={view.focused ? { to: "/Events", label: l.allEvents } : null}
    >
      <ul className="item-list">
        {view.total === 0 ? (
          <ItemPlaceholder title={l.eventPlaceholderTitle} />
        ) : (
          view.items.map((event, index) => (
            <EventItem key={event._id} event={event} deferPhotos={index >= eventsWithPhotosAtOnce} />
          ))
        )}
      </ul>
    </ListLayout>
  );
}
