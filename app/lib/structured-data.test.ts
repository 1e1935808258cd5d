import type { Event, NewsArticle, School, WithContext } from "schema-dts";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { EventRecord, NewsRecord, ProfileRecord } from "#domain/api-records";
import { eventJsonLd } from "./structured-data-event.server";
import { newsArticleJsonLd } from "./structured-data-news.server";
import { schoolJsonLd } from "./structured-data-school.server";

/** The builders' results are schema-dts types (checked when this compiles) with the properties the issue names. */
const site = { origin: "https://s.example", schoolName: "Sunrise" };
const profile = {
  name: "Sunrise",
  address: "Station Road, Kesarganj",
  phone: "+91 5452 123456",
  email: "office@s.example",
  videoChannelUrl: "https://video.example/sunrise",
  appStoreUrl: "https://apps.example/ios",
  playStoreUrl: "https://apps.example/android",
} as ProfileRecord;

const event: EventRecord = {
  _id: "e1",
  title: "Annual Day",
  description: "Dance and drama.",
  date: "2026-11-14",
  time: "5:00 PM - 8:00 PM",
  venue: "Auditorium",
  images: [],
  attachments: [],
};

describe("structured data", () => {
  it("describes the school: name, address, phone, logo and sameAs links", () => {
    const json = schoolJsonLd(profile, site, "https://s.example/logo.png");
    expectTypeOf(json).toEqualTypeOf<WithContext<School>>();
    expect(json).toMatchObject({
      "@type": "School",
      name: "Sunrise",
      telephone: "+91 5452 123456",
      logo: "https://s.example/logo.png",
      address: { "@type": "PostalAddress", streetAddress: "Station Road, Kesarganj" },
      sameAs: ["https://video.example/sunrise", "https://apps.example/ios", "https://apps.example/android"],
    });
  });

  it("describes an event with its zone's offset, location and status", () => {
    const json = eventJsonLd(event, { ...site, timeZone: "Asia/Kolkata", address: "Kesarganj" }, "u", null);
    expectTypeOf(json).toEqualTypeOf<WithContext<Event>>();
    expect(json).toMatchObject({
      "@type": "Event",
      name: "Annual Day",
      startDate: "2026-11-14T17:00:00+05:30",
      endDate: "2026-11-14T20:00:00+05:30",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: "Auditorium", address: "Kesarganj" },
    });
    const allDay = eventJsonLd(
      { ...event, time: "", venue: "" },
      { ...site, timeZone: "UTC", address: null },
      "u",
      null,
    );
    expect(allDay).toMatchObject({ startDate: "2026-11-14", location: { name: "Sunrise" } });
  });

  it("describes a news item as a NewsArticle", () => {
    const news: NewsRecord = { _id: "n1", title: "Results", description: "", fromDate: "2026-05-13", attachments: [] };
    const json = newsArticleJsonLd(
      news,
      { ...site, logo: "https://s.example/logo.png" },
      "https://s.example/News?id=n1",
      null,
    );
    expectTypeOf(json).toEqualTypeOf<WithContext<NewsArticle>>();
    expect(json).toMatchObject({
      "@type": "NewsArticle",
      headline: "Results",
      datePublished: "2026-05-13",
      url: "https://s.example/News?id=n1",
      publisher: { "@type": "School", name: "Sunrise" },
    });
  });
});
