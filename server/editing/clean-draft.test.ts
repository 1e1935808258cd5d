import { describe, expect, it } from "vitest";
import { editableKinds, fieldErrors } from "#domain/editing/editable-kinds";
import { cleanDraft } from "./clean-draft";

describe("cleanDraft", () => {
  it("reads an emptied optional box as none, so an optional link left blank does not block a publish", () => {
    const draft = cleanDraft(editableKinds.notifications, { title: "Holiday", desc: "", url: "", urlTitle: "" });
    expect(draft).toEqual({ title: "Holiday" });
    expect(fieldErrors(editableKinds.notifications, draft)).toEqual({});
  });

  it("cleans rich text with the import's sanitiser and keeps the fields the form does not edit", () => {
    const draft = cleanDraft(
      editableKinds.news,
      { description: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
      { title: "Old", attachments: ["a.pdf"], stray: "dropped" },
    );
    expect(draft).toEqual({ title: "Old", attachments: ["a.pdf"], description: "<p>Hi</p>" });
  });
});
