import { birthdays } from "#domain/kinds/birthdays";
import { circulars } from "#domain/kinds/circulars";
import { disclosure } from "#domain/kinds/disclosure";
import { events } from "#domain/kinds/events";
import { faculty } from "#domain/kinds/faculty";
import { galleries } from "#domain/kinds/galleries";
import { heroSlides } from "#domain/kinds/hero-slides";
import { highlights } from "#domain/kinds/highlights";
import { news } from "#domain/kinds/news";
import { notifications } from "#domain/kinds/notifications";
import { onlineRegistrations } from "#domain/kinds/online-registrations";
import { principalMessages } from "#domain/kinds/principal-messages";
import { toppers } from "#domain/kinds/toppers";
import { transferCertificates } from "#domain/kinds/transfer-certificates";
import { videos } from "#domain/kinds/videos";

/**
 * Every list of content.json, in bundle order (the order content.json's keys are written and
 * imported in). The registries are derived from this list (content-kinds.ts, content-schema.ts,
 * editing/editable-kinds.ts): a kind added here is registered there, and nowhere else by hand.
 */
export const allKinds = [
  highlights,
  news,
  principalMessages,
  onlineRegistrations,
  toppers,
  galleries,
  birthdays,
  notifications,
  events,
  faculty,
  videos,
  transferCertificates,
  circulars,
] as const;

export type AllKinds = typeof allKinds;

/**
 * The objects of content.json that a school has one of (decision 0087), after the lists: each
 * optional in a bundle, stored as one row per school (database/queries/single-items.ts) and
 * edited as one item in the admin area.
 */
export const singleKinds = [disclosure, heroSlides] as const;

export type SingleKinds = typeof singleKinds;
