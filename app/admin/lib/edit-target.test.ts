import { describe, expect, it } from "vitest";
import { cancelHref, editHref, editTarget, savedLocation } from "./edit-target";

describe("a records list's edit view, read from its address", () => {
  const items = [
    { _id: "a1", name: "Asha" },
    { _id: "b 2", name: "Bina" },
  ];
  const list = "http://localhost/admin/records/toppers";

  it("shows the named record's form to someone who may change it, and the list to anyone else", () => {
    expect(editTarget(`${list}${editHref("b 2")}`, items, true)).toMatchObject({ editing: items[1], gone: false });
    expect(editTarget(`${list}?edit=a1`, items, false)).toMatchObject({ editing: null, gone: false });
  });

  it("says when the record is gone, and which record was saved or left", () => {
    expect(editTarget(`${list}?edit=zz`, items, true)).toMatchObject({ editing: null, gone: true });
    const saved = savedLocation("/admin/records/toppers", "a1");
    expect(saved).toBe("/admin/records/toppers?saved=a1");
    expect(editTarget(new URL(saved, list).href, items, true)).toEqual({
      editing: null,
      gone: false,
      saved: items[0],
      returnTo: "a1",
    });
    expect(editTarget(`${list}${cancelHref("b 2")}`, items, true)).toMatchObject({ saved: null, returnTo: "b 2" });
  });
});
