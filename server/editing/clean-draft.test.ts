import { describe, expect, it } from "vitest";
import { editableKinds, fieldErrors } from "#domain/editing/editable-kinds";
import { cleanDraft } from "./clean-draft";

describe("cleanDraft", () => {
  it("reads an emptied optional box as none, so an optional link left blank does not block a publish", async () => {
    const draft = await cleanDraft(editableKinds.notifications, { title: "Holiday", desc: "", url: "", urlTitle: "" });
    expect(draft).toEqual({ title: "Holiday" });
    expect(fieldErrors(editableKinds.notifications, draft)).toEqual({});
  });

  it("cleans rich text with the import's sanitiser and keeps the fields the form does not edit", async () => {
    const draft = await cleanDraft(
      editableKinds.news,
      { description: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
      { title: "Old", attachments: ["a.pdf"], stray: "dropped" },
    );
    expect(draft).toEqual({ title: "Old", attachments: ["a.pdf"], description: "<p>Hi</p>" });
  });
});

describe("cleanDraft's file fields", () => {
  it("takes the JSON list a files field sends, keeping only stored paths", async () => {
    const draft = await cleanDraft(editableKinds.news, {
      attachments: JSON.stringify(["uploads/a.pdf", "../../etc/passwd", "/abs.pdf", 7, "b/c.jpg"]),
    });
    expect(draft).toEqual({ attachments: ["uploads/a.pdf", "b/c.jpg"] });
  });

  it("keeps what was there when the list is not JSON, and refuses a single file outside the store", async () => {
    expect(await cleanDraft(editableKinds.news, { attachments: "not json" }, { attachments: ["x.pdf"] })).toEqual({
      attachments: ["x.pdf"],
    });
    expect(
      await cleanDraft(
        editableKinds.profile,
        { sessionCalendarPdf: "../secret.pdf" },
        { sessionCalendarPdf: "cal.pdf" },
      ),
    ).toEqual({ sessionCalendarPdf: "cal.pdf" });
  });
});
