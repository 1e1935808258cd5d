import { childValue } from "#app/admin/lib/album-form.ts";
import type { PhotoRecord } from "#domain/media-records";

/**
 * The album's photo batch (issue 23 point 3), its pure rules: the words of each photo as the
 * describing sheet edits them, what a tile says of a photo, where the sheet opens, and the
 * selection. The form that sends them is read by album-form.ts.
 */

/** One photo's words as the form sends them: `child` is the "names a child" select's value. */
export type PhotoWords = { alt: string; caption: string; decorative: boolean; child: string };

export function wordsOf(photo: PhotoRecord): PhotoWords {
  return { alt: photo.alt, caption: photo.caption, decorative: photo.decorative, child: childValue(photo) };
}

/** What publishing asks of a photo: described, or marked decorative. */
export type PhotoState = "described" | "decorative" | "undescribed";

export function photoState(words: Pick<PhotoWords, "alt" | "decorative">): PhotoState {
  if (words.decorative) return "decorative";
  return words.alt.trim() === "" ? "undescribed" : "described";
}

/** A tile's words for its state, short enough for a third of a phone's width. */
export const photoStateLabels: Readonly<Record<PhotoState, string>> = {
  described: "Described",
  decorative: "Decorative",
  undescribed: "Describe",
};

/** Where "Describe photos" opens the sheet: the first photo still to describe, else the first. */
export function firstToDescribe(words: readonly PhotoWords[]): number {
  const index = words.findIndex((entry) => photoState(entry) === "undescribed");
  return index === -1 ? 0 : index;
}

/** How many photos are still to describe, for the list's heading hint. */
export function undescribedCount(words: readonly PhotoWords[]): number {
  return words.filter((entry) => photoState(entry) === "undescribed").length;
}

/** The selection with `path` in or out. */
export function toggled(selected: ReadonlySet<string>, path: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(path);
  else next.delete(path);
  return next;
}

/** "Select all" ticks every photo; unticking it, or ticking it when all are, clears the selection. */
export function selectAll(paths: readonly string[], on: boolean): Set<string> {
  return on ? new Set(paths) : new Set();
}

/** The selection's words beside its buttons. */
export function selectionSummary(selected: number, total: number): string {
  if (selected === 0) return "No photo selected.";
  if (selected === total) return `All ${total} ${total === 1 ? "photo" : "photos"} selected.`;
  return `${selected} of ${total} photos selected.`;
}

/**
 * The words to show when the album comes back from the server: a photo whose saved words changed
 * (a save, "mark decorative", another tab) shows them; any other keeps what was typed and not
 * saved yet, so saving the album's details or a move elsewhere does not wipe a description.
 */
export function mergedWords(
  before: Readonly<Record<string, PhotoWords>>,
  saved: Readonly<Record<string, PhotoWords>>,
  typed: Readonly<Record<string, PhotoWords>>,
): Record<string, PhotoWords> {
  return Object.fromEntries(
    Object.entries(saved).map(([path, words]) => {
      const kept = typed[path];
      const unchanged = before[path] !== undefined && sameWords(before[path], words);
      return [path, unchanged && kept ? kept : words];
    }),
  );
}

export function sameWords(a: PhotoWords, b: PhotoWords): boolean {
  return a.alt === b.alt && a.caption === b.caption && a.decorative === b.decorative && a.child === b.child;
}
