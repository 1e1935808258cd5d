import type { PhotoTextInput } from "#domain/media-records";

/**
 * One change of an album's grid: its photos' order, its cover, its photos' words, the photos
 * marked decorative in one step, and those taken out.
 */
export type AlbumChange = {
  order?: string[];
  cover?: string | null;
  texts?: PhotoTextInput[];
  decorative?: string[];
  remove?: string[];
};

/**
 * The album page's photo form, read into one change (pure, so it is tested without
 * a browser). Every button of the form sends every field, so typed words are never lost: the
 * button (`intent`) only adds what it does to them: save, mark the selected photos decorative,
 * take them out, or move one photo up or down.
 *
 * Fields, one set per photo at its place i in the list: `path-i`, `alt-i`, `caption-i`,
 * `decorative-i` and `selected-i` (checkboxes); `cover` (the cover's path).
 */
export type PhotoFormResult = { change: AlbumChange; notice: string; focus?: string };

function moved(paths: string[], index: number, by: -1 | 1): string[] {
  const target = index + by;
  if (index < 0 || target < 0 || target >= paths.length) return paths;
  const next = [...paths];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * The "names a child" select (`child-i`): "" no child named; "none", "given" or "refused" a child
 * named, with that consent state. Absent: the form did not ask, and nothing changes.
 */
export function childOf(value: FormDataEntryValue | null): {
  namesChild?: boolean;
  consent?: "given" | "refused" | null;
} {
  if (value === null) return {};
  if (value === "given" || value === "refused") return { namesChild: true, consent: value };
  if (value === "none") return { namesChild: true, consent: null };
  return { namesChild: false, consent: null };
}

/** The select's value for a photo. */
export function childValue(photo: { namesChild: boolean; consent: "given" | "refused" | null }): string {
  return photo.namesChild ? (photo.consent ?? "none") : "";
}

export function readPhotoForm(form: FormData): PhotoFormResult {
  const paths: string[] = [];
  for (let index = 0; form.has(`path-${index}`); index += 1) paths.push(String(form.get(`path-${index}`)));
  const texts = paths.map((path, index) => ({
    path,
    alt: String(form.get(`alt-${index}`) ?? ""),
    caption: String(form.get(`caption-${index}`) ?? ""),
    decorative: form.get(`decorative-${index}`) === "on",
    ...childOf(form.get(`child-${index}`)),
  }));
  const selected = paths.filter((_, index) => form.get(`selected-${index}`) === "on");
  const cover = form.get("cover");
  const change: AlbumChange = { texts, order: paths, cover: typeof cover === "string" && cover !== "" ? cover : null };
  const intent = String(form.get("intent") ?? "save");

  const move = /^(up|down):(\d+)$/.exec(intent);
  if (move) {
    const index = Number(move[2]);
    const by = move[1] === "up" ? -1 : 1;
    const order = moved(paths, index, by);
    const place = Math.min(Math.max(index + by, 0), paths.length - 1);
    return {
      change: { ...change, order },
      notice: `Photo moved to place ${place + 1} of ${paths.length}.`,
      // The same button again, at the photo's new place, so the keyboard can keep moving it.
      focus: `move-${move[1]}-${order[place] === paths[index] ? place : index}`,
    };
  }
  if (intent === "decorative") {
    if (selected.length === 0) return { change, notice: "Select the photos to mark as decorative first." };
    const plural = selected.length === 1 ? "photo is" : `${selected.length} photos are`;
    return { change: { ...change, decorative: selected }, notice: `The selected ${plural} marked decorative.` };
  }
  if (intent === "remove") {
    if (selected.length === 0) return { change, notice: "Select the photos to take out first." };
    const plural = selected.length === 1 ? "photo is" : `${selected.length} photos are`;
    return { change: { ...change, remove: selected }, notice: `The selected ${plural} out of the album.` };
  }
  return { change, notice: "The photos are saved." };
}

/** The buttons of an album's grid and sheet (their `intent`): save the photos, mark, take out, move. */
export function isPhotoIntent(intent: string): boolean {
  return ["photos", "decorative", "remove"].includes(intent) || /^(up|down):\d+$/.test(intent);
}

/**
 * An album's photos after its grid's change, as its draft keeps them (decision 0101): in the order
 * given, those taken out left out, and a cover chosen first, since the site's cover is the first photo.
 */
export function photosAfter(change: Pick<AlbumChange, "order" | "remove" | "cover">): string[] {
  const kept = [...new Set(change.order ?? [])].filter((path) => !change.remove?.includes(path));
  const cover = change.cover;
  return cover && kept.includes(cover) ? [cover, ...kept.filter((path) => path !== cover)] : kept;
}
