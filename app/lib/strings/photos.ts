/**
 * Texts of the photo pages (an album, the seven club pages) and of the photo
 * viewer they open.
 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape. Texts quoted by the spec are kept exactly.
 */
import type { PageText } from "./pages";

/** The pages' names (the title is "<name> | <school>") and meta descriptions. */
export const photoPages = {
  subGallery: { name: "Album", description: "The photos of one album." },
  englishLiteraryClub: { name: "English Literary Club", description: "Photos of the English Literary Club." },
  musicClub: { name: "Music Club", description: "Photos of the Music Club." },
  greenClub: { name: "Green Club", description: "Photos of the Green Club." },
  performingArtsClub: { name: "Performing Arts Club", description: "Photos of the Performing Arts Club." },
  questClub: { name: "Quest Club", description: "Photos of the Quest Club." },
  piccasoClub: { name: "Picasso Club", description: "Photos of the Picasso Club." },
  ramanujanClub: { name: "Ramanujan Club", description: "Photos of the Ramanujan Club." },
} as const satisfies Record<string, PageText>;

export const albumStrings = {
  eventDate: "Event date",
  updatedOn: "Updated on",
  totalPhotos: "Total photos",
  download: "Download the album",
  photosHeading: "Photos",
  noPhotos: "No photos have been added to this album yet.",
} as const;

export const viewerStrings = {
  label: "Photo viewer",
  carousel: "carousel",
  slide: "photo",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  previous: "Previous photo",
  next: "Next photo",
  close: "Close photo viewer",
} as const;

/** "Annual Day, photo 2 of 6": the name of a photo in a grid. */
export function photoLabel(title: string, position: number, total: number): string {
  return `${title}, photo ${position} of ${total}`;
}
