/**
 * The demo school's content, built in code so the long lists (birthdays for every
 * day of the year, shuffled faculty) come from a seed rather than by hand. The
 * records live in content-data/; every file a record names is registered there
 * with the recipe that draws it. generate-files.ts writes content.json and draws
 * the files.
 */
import type { BundleInput } from "#domain/content-schema";
import { type AllKinds, allKinds } from "#domain/kinds/all-kinds";
import { buildBirthdays } from "./content-data/birthdays";
import { buildCirculars } from "./content-data/circulars";
import { buildDisclosure } from "./content-data/disclosure";
import { buildDocuments } from "./content-data/documents";
import { buildEvents } from "./content-data/events";
import { buildFaculty } from "./content-data/faculty";
import { buildGalleries } from "./content-data/galleries";
import { buildHighlights } from "./content-data/highlights";
import { buildNews } from "./content-data/news";
import { buildNotifications } from "./content-data/notifications";
import { buildPrincipalMessages, buildPrincipalVideo } from "./content-data/principal";
import { buildProfile } from "./content-data/profile";
import { buildOnlineRegistrations } from "./content-data/registration";
import { type Recipe, Registry } from "./content-data/registry";
import { buildToppers } from "./content-data/toppers";
import { registerTransferCertificates, transferCertificates } from "./content-data/transfer-certificates";
import { videos } from "./content-data/videos";

/** The demo's lists, by their keys in the bundle. */
type Lists = { [K in AllKinds[number]["key"]]: BundleInput[K] };

export function buildDemo(): { content: BundleInput; files: Map<string, Recipe> } {
  const registry = new Registry();
  const { files } = registry;
  // Built in this order, as their files are registered: galleries before events, which show album photos.
  const documents = buildDocuments(registry);
  registerTransferCertificates(registry);
  const lists: Lists = {
    highlights: buildHighlights(registry),
    news: buildNews(registry),
    principalMessages: buildPrincipalMessages(registry),
    onlineRegistrations: buildOnlineRegistrations(registry),
    toppers: buildToppers(registry),
    galleries: buildGalleries(registry),
    events: buildEvents(registry),
    notifications: buildNotifications(registry),
    faculty: buildFaculty(),
    birthdays: buildBirthdays(registry),
    circulars: buildCirculars(registry),
    videos,
    transferCertificates: transferCertificates.map((certificate) => ({ ...certificate })),
  };

  const content: BundleInput = {
    profile: buildProfile(documents, buildPrincipalVideo(registry)),
    // content.json's lists in bundle order, the order allKinds gives
    ...(Object.fromEntries(allKinds.map((kind) => [kind.key, lists[kind.key]])) as Lists),
    disclosure: buildDisclosure(registry),
  };

  // every file a record names must have a recipe, and every recipe must be used
  const singleFileFields = [
    "file",
    "admissionGuidelinesPdf",
    "sessionCalendarPdf",
    "sampleCertificatePdf",
    "principalVideo",
  ];
  const named = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (["attachments", "images", "image"].includes(key) && Array.isArray(inner))
          for (const name of inner) named.add(String(name));
        else if (singleFileFields.includes(key)) named.add(String(inner));
        else collect(inner);
      }
    }
  };
  collect(content);
  for (const name of named) if (!files.has(name)) throw new Error(`no recipe for ${name}`);
  for (const name of files.keys()) if (!named.has(name)) throw new Error(`recipe never used: ${name}`);

  return { content, files };
}
