import { describe, expect, it } from "vitest";
import { checkDraft } from "./draft-checks";
import { editableKinds } from "./editable-kinds";

describe("checkDraft", () => {
  it("finds an image without alt text in a news description, at its field", () => {
    const problems = checkDraft(editableKinds.news, {
      title: "Sports Day",
      fromDate: "2026-11-20",
      description: '<p>Results</p><img src="/api/image/demo/a.jpg" alt="">',
    });
    expect(problems.map((problem) => [problem.field, problem.code])).toEqual([["description", "image-alt-missing"]]);
  });

  it("passes a description whose image says what it shows", () => {
    const problems = checkDraft(editableKinds.news, {
      title: "Sports Day",
      fromDate: "2026-11-20",
      description: '<p>Results</p><img src="/api/image/demo/a.jpg" alt="Runners crossing the finish line">',
    });
    expect(problems).toEqual([]);
  });

  it("asks an event for its venue, at the venue field", () => {
    const problems = checkDraft(editableKinds.events, { title: "Fete", date: "2026-12-01", venue: " " });
    expect(problems.map((problem) => [problem.field, problem.code])).toEqual([["venue", "event-venue-missing"]]);
  });

  it("leaves a kind without rich text or events alone", () => {
    expect(checkDraft(editableKinds.highlights, { title: "CLICK HERE" })).toEqual([]);
  });
});
