import { describe, expect, it } from "vitest";
import {
  firstToDescribe,
  mergedWords,
  photoState,
  selectAll,
  selectionSummary,
  toggled,
  undescribedCount,
  wordsOf,
} from "./photo-batch";

const photo = (alt: string, decorative = false) => ({
  path: `${alt || "x"}.jpg`,
  name: "IMG_0001.jpg",
  width: 400,
  height: 300,
  bytes: 1000,
  alt,
  caption: "",
  decorative,
  namesChild: false,
  consent: null,
});

describe("the album's photo batch", () => {
  it("says of each photo whether publishing still asks for its description", () => {
    expect(photoState(wordsOf(photo("Runners at the line")))).toBe("described");
    expect(photoState(wordsOf(photo("", true)))).toBe("decorative");
    expect(photoState(wordsOf(photo("   ")))).toBe("undescribed");
  });

  it("opens the sheet at the first photo still to describe, or the first when none is left", () => {
    const words = [photo("A"), photo("", true), photo(""), photo("")].map(wordsOf);
    expect(firstToDescribe(words)).toBe(2);
    expect(undescribedCount(words)).toBe(2);
    expect(firstToDescribe([photo("A"), photo("B")].map(wordsOf))).toBe(0);
  });

  it("reads a photo's child select as the form sends it", () => {
    expect(wordsOf({ ...photo("A"), namesChild: true, consent: "given" }).child).toBe("given");
    expect(wordsOf({ ...photo("A"), namesChild: true, consent: null }).child).toBe("none");
    expect(wordsOf(photo("A")).child).toBe("");
  });

  it("selects one, all, or none, and says how many", () => {
    const one = toggled(new Set(), "a.jpg", true);
    expect([...one]).toEqual(["a.jpg"]);
    expect([...toggled(one, "a.jpg", false)]).toEqual([]);
    expect([...selectAll(["a.jpg", "b.jpg"], true)]).toEqual(["a.jpg", "b.jpg"]);
    expect(selectAll(["a.jpg", "b.jpg"], false).size).toBe(0);
    expect(selectionSummary(0, 40)).toBe("No photo selected.");
    expect(selectionSummary(3, 40)).toBe("3 of 40 photos selected.");
    expect(selectionSummary(40, 40)).toBe("All 40 photos selected.");
  });
});

describe("the words shown when the album comes back", () => {
  const words = (alt: string, decorative = false) => ({ alt, caption: "", decorative, child: "" });
  it("keeps what was typed for a photo whose saved words did not change", () => {
    const before = { "a.jpg": words(""), "b.jpg": words("") };
    const typed = { "a.jpg": words("The choir"), "b.jpg": words("") };
    expect(mergedWords(before, before, typed)["a.jpg"]).toEqual(words("The choir"));
  });

  it("shows the saved words where they changed, and a new photo's own", () => {
    const before = { "a.jpg": words("") };
    const saved = { "a.jpg": words("", true), "c.jpg": words("New") };
    const typed = { "a.jpg": words("Half typed") };
    expect(mergedWords(before, saved, typed)).toEqual({ "a.jpg": words("", true), "c.jpg": words("New") });
  });
});
