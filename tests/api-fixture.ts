import pino from "pino";
import { renderPage } from "#content/page-render";
import type { Db } from "#database/connection";
import type { StoredPage } from "#database/queries/pages";
import { replaceSchoolContent } from "#database/queries/school-content";
import { type Config, loadConfig } from "#domain/config";
import { type Bundle, type BundleInput, bundleSchema } from "#domain/content-schema";
import { createApp, type MountSite } from "#server/app";
import { type Auth, createAuth } from "#server/auth/auth";
import { testDatabase } from "./test-database";

/**
 * A school with known content for API tests, stored directly (file
 * references are already stored paths), so these tests do not depend on the
 * bundle importer.
 */
export const fixtureBundle: BundleInput = {
  profile: {
    name: "Test Valley School",
    board: "CBSE",
    affiliation: "Affiliation No. 0000000",
    address: "1 School Road, Testpur",
    phone: "+91 00000 00000",
    email: "office@school.example",
    portalUrl: "https://portal.example.in",
    appStoreUrl: "https://apps.example.in/ios",
    playStoreUrl: "https://apps.example.in/android",
    videoChannelUrl: "https://video.example.in/channel",
    mapEmbedUrl: "https://maps.example.in/embed",
    vendorName: "Vendor Soft",
    vendorUrl: "https://vendor.example.in",
    admissionGuidelinesPdf: "a".repeat(64).concat(".pdf"),
    sessionCalendarPdf: "b".repeat(64).concat(".pdf"),
  },
  highlights: [{ _id: "h1", title: "Fee due", attachments: ["c".repeat(64).concat(".pdf")] }],
  news: [
    { _id: "n-old", title: "Old news", description: "d", fromDate: "2025-03-02", attachments: [] },
    { _id: "n-new", title: "New news", description: "d", fromDate: "2026-08-10", attachments: [] },
    { _id: "n-mid", title: "Middle news", fromDate: "2026-01-15" },
  ],
  principalMessages: [{ _id: "pm", message: "<p>Welcome</p>", name: "Dr. A", category: "Principal" }],
  onlineRegistrations: [{ _id: "reg", title: "Register", url: "https://admissions.example.in/" }],
  toppers: [
    { _id: "t-grade", name: "Grade Only", class: "X", division: "A1 Grade", sessionYear: "2025-2026" },
    { _id: "t-91", name: "Ninety One", class: "X", division: "Distinction (91%)", sessionYear: "2025-2026" },
    { _id: "t-964", name: "Fraction", class: "XII", division: "482/500", sessionYear: "2025-2026" },
    { _id: "t-95", name: "Percent", class: "XII", division: "95%", sessionYear: "2024-2025" },
  ],
  galleries: [
    { _id: "g-2025", title: "Sports Day", date: "2025-12-01", category: "PhotoGallery", attachments: [] },
    {
      _id: "g-2026",
      title: "Science Fair",
      date: "2026-02-10",
      updatedAt: "2026-02-12",
      category: "Exhibitions",
      url: "https://files.example.in/fair.zip",
      attachments: ["d".repeat(64).concat(".jpg")],
    },
    { _id: "g-mid", title: "Tree Planting", date: "2026-01-05", category: "Activity", attachments: [] },
  ],
  birthdays: [
    { _id: "b-today", name: "Today Child", class: "V-A", date: "11-21", consent: "given" },
    { _id: "b-other", name: "Other Child", class: "VI-B", date: "11-20" },
  ],
  notifications: [
    { _id: "nt1", title: "Holiday", desc: "Closed", image: [], url: "https://example.in/h", urlTitle: "Details" },
    { _id: "nt2", title: "Exams", image: [] },
  ],
  events: [
    { _id: "e-old", title: "Old event", date: "2025-04-01", time: "9:00 AM", venue: "Hall" },
    { _id: "e-new", title: "New event", date: "2026-12-01", time: "10:00 AM", venue: "Ground" },
  ],
  faculty: [
    { _id: "f10", name: "Tenth", designation: "PRT", order: 10 },
    { _id: "f2", name: "Second", designation: "TGT", order: 2 },
    { _id: "f1", name: "First", designation: "Principal", order: 1 },
  ],
  videos: [
    { _id: "v-old", title: "Old video", date: "2024-05-01", videoUrl: "https://www.youtube.com/watch?v=aaaaaaaaaaa" },
    { _id: "v-new", title: "New video", date: "2026-05-01", videoUrl: "https://videos.example.in/new" },
  ],
  transferCertificates: [
    { _id: "tc1", admission: "SVPS/2019/0147", name: "Aarav  Sharma", file: "tc/".concat("e".repeat(32), ".pdf") },
  ],
};

/** Two information pages, given out of menu order; the others are "not published yet". */
export const fixturePageSources = {
  FeeStructure: "# Fee Structure\n\n| Classes | Q1 |\n|---|---|\n| 1-2 | 10100 |\n",
  About: "# General Information\n\nA school in **Testpur**.\n",
} as const;

export const fixturePages: StoredPage[] = Object.entries(fixturePageSources).map(([slug, markdown]) => ({
  slug: slug as keyof typeof fixturePageSources,
  markdown,
  ...renderPage(markdown),
}));

/** 2026-11-21 at 10:00 in Kolkata. */
export const fixtureNow = () => new Date("2026-11-21T04:30:00Z");

export type TestApi = { app: ReturnType<typeof createApp>; db: Db; config: Config; auth: Auth };

export async function createTestApi(
  overrides: Record<string, string> = {},
  options: { mountSite?: MountSite } = {},
): Promise<TestApi> {
  const config = loadConfig({
    DATA_DIR: "/nonexistent-test-data",
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
    // The site's school: failed sign-ins of unknown people are logged there.
    SCHOOL_CODE: "test",
    ...overrides,
  });
  const db = await testDatabase();
  const bundle: Bundle = bundleSchema.parse(fixtureBundle);
  await replaceSchoolContent(db, "test", bundle, [], fixturePages);
  const logger = pino({ level: "silent" });
  const auth = createAuth({ config, db, logger, secret: config.authSecret ?? "" });
  const app = createApp({ config, db, logger, now: fixtureNow, auth, mountSite: options.mountSite });
  return { app, db, config, auth };
}
