import { describe, expect, it } from "vitest";
import { describeChanges } from "./record-changes";

describe("describeChanges", () => {
  const labels = { name: "name", division: "marks", attachments: "photo" } as const;
  const topper = { name: "Asha Verma", division: "95%", attachments: ["a.png"], stream: "" };

  it("names each changed field with its old and new text, in the labels' order", () => {
    expect(describeChanges(labels, topper, { ...topper, division: "96.4%", name: "Asha Varma" })).toBe(
      'name "Asha Verma" → "Asha Varma"; marks "95%" → "96.4%"',
    );
  });

  it("says a list (a photo) was replaced, added or taken out, and ignores fields without a label", () => {
    expect(describeChanges(labels, topper, { ...topper, attachments: ["b.png"], stream: "Science" })).toBe(
      "photo replaced",
    );
    expect(describeChanges(labels, { ...topper, attachments: [] }, topper)).toBe("photo added");
    expect(describeChanges(labels, topper, { ...topper, attachments: [] })).toBe("photo taken out");
  });

  it("shows an empty value as such, and says when nothing changed", () => {
    const person = { name: "Mrs. Iyer", designation: "" };
    expect(describeChanges({ designation: "designation" }, person, { ...person, designation: "PGT" })).toBe(
      'designation (empty) → "PGT"',
    );
    expect(describeChanges(labels, topper, { ...topper })).toBe("nothing changed");
  });
});
