import { describe, expect, it } from "vitest";
import { childOf, childValue, isPhotoIntent, photosAfter, readPhotoForm } from "./album-form";

function form(intent: string, extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  const fields: Record<string, string> = {
    "path-0": "a.jpg",
    "alt-0": "The choir",
    "caption-0": "Senior choir",
    "path-1": "b.jpg",
    "alt-1": "",
    "caption-1": "",
    "decorative-1": "on",
    "path-2": "c.jpg",
    "alt-2": "Prize giving",
    "caption-2": "",
    cover: "c.jpg",
    intent,
    ...extra,
  };
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("the album's photo form", () => {
  it("saves every photo's words, the order shown and the cover", () => {
    const { change, notice } = readPhotoForm(form("save"));
    expect(change).toEqual({
      order: ["a.jpg", "b.jpg", "c.jpg"],
      cover: "c.jpg",
      texts: [
        { path: "a.jpg", alt: "The choir", caption: "Senior choir", decorative: false },
        { path: "b.jpg", alt: "", caption: "", decorative: true },
        { path: "c.jpg", alt: "Prize giving", caption: "", decorative: false },
      ],
    });
    expect(notice).toBe("The photos are saved.");
  });

  it("moves one photo up or down, says where it went, and keeps the focus on its button", () => {
    const up = readPhotoForm(form("up:2"));
    expect(up.change.order).toEqual(["a.jpg", "c.jpg", "b.jpg"]);
    expect(up.notice).toBe("Photo moved to place 2 of 3.");
    expect(up.focus).toBe("move-up-1");
    const down = readPhotoForm(form("down:0"));
    expect(down.change.order).toEqual(["b.jpg", "a.jpg", "c.jpg"]);
    expect(down.focus).toBe("move-down-1");
    // Already first: nothing moves.
    expect(readPhotoForm(form("up:0")).change.order).toEqual(["a.jpg", "b.jpg", "c.jpg"]);
  });

  it("marks a whole selection decorative in one step, or takes it out", () => {
    const selected = { "selected-0": "on", "selected-2": "on" };
    const decorative = readPhotoForm(form("decorative", selected));
    expect(decorative.change.decorative).toEqual(["a.jpg", "c.jpg"]);
    expect(decorative.notice).toBe("The selected 2 photos are marked decorative.");
    expect(readPhotoForm(form("remove", { "selected-1": "on" })).change.remove).toEqual(["b.jpg"]);
    expect(readPhotoForm(form("decorative")).notice).toBe("Select the photos to mark as decorative first.");
  });

  it("reads no cover as none", () => {
    expect(readPhotoForm(form("save", { cover: "" })).change.cover).toBeNull();
  });

  it("reads whether a caption names a child, and the consent, and changes nothing where the form did not ask", () => {
    expect(childOf("")).toEqual({ namesChild: false, consent: null });
    expect(childOf("none")).toEqual({ namesChild: true, consent: null });
    expect(childOf("given")).toEqual({ namesChild: true, consent: "given" });
    expect(childOf("refused")).toEqual({ namesChild: true, consent: "refused" });
    expect(childOf(null)).toEqual({});
    expect(readPhotoForm(form("save", { "child-1": "none" })).change.texts?.map((text) => text.namesChild)).toEqual([
      undefined,
      true,
      undefined,
    ]);
    for (const value of ["", "none", "given", "refused"]) {
      const read = childOf(value);
      expect(childValue({ namesChild: read.namesChild ?? false, consent: read.consent ?? null })).toBe(value);
    }
  });
});

describe("an album's photos in its draft (decision 0101)", () => {
  it("follow the grid's order, leave out those taken out, and put a chosen cover first", () => {
    expect(photosAfter(readPhotoForm(form("photos")).change)).toEqual(["c.jpg", "a.jpg", "b.jpg"]);
    expect(photosAfter(readPhotoForm(form("photos", { cover: "" })).change)).toEqual(["a.jpg", "b.jpg", "c.jpg"]);
    expect(photosAfter(readPhotoForm(form("down:0", { cover: "" })).change)).toEqual(["b.jpg", "a.jpg", "c.jpg"]);
    const removed = readPhotoForm(form("remove", { "selected-2": "on", "selected-0": "on" })).change;
    // The cover taken out is no cover: the first photo left is.
    expect(photosAfter(removed)).toEqual(["b.jpg"]);
    expect(photosAfter({ order: ["a.jpg", "a.jpg", "b.jpg"], cover: "z.jpg" })).toEqual(["a.jpg", "b.jpg"]);
  });

  it("are the grid's buttons' business; the editor's own buttons are not", () => {
    for (const intent of ["photos", "decorative", "remove", "up:3", "down:0"]) expect(isPhotoIntent(intent)).toBe(true);
    for (const intent of ["save", "publish", "submit", "autosave", "up:", "schedule"])
      expect(isPhotoIntent(intent)).toBe(false);
  });
});
