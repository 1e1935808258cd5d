import { describe, expect, it } from "vitest";
import { isBlankDraft } from "./blank-draft";

describe("a blank draft (issue 23)", () => {
  it("is one whose every value is empty: what 'New' made before anyone typed", () => {
    expect(isBlankDraft({})).toBe(true);
    expect(isBlankDraft({ title: "", description: "<p></p>", attachments: [], photo: "[]" })).toBe(true);
    expect(isBlankDraft({ title: "   ", description: "<p>&nbsp;</p><p><br></p>", date: null })).toBe(true);
  });

  it("is not blank once anything is typed or chosen, in any script", () => {
    expect(isBlankDraft({ title: "Annual Day" })).toBe(false);
    expect(isBlankDraft({ title: "", description: "<p>वार्षिक उत्सव</p>" })).toBe(false);
    expect(isBlankDraft({ description: '<p><img src="/api/image/news/a.jpg" alt=""></p>' })).toBe(false);
    expect(isBlankDraft({ attachments: ["news/a.pdf"] })).toBe(false);
    expect(isBlankDraft({ date: "2026-11-27" })).toBe(false);
    expect(isBlankDraft({ featured: false })).toBe(false);
  });
});
