import { describe, expect, it } from "vitest";
import { documentAnswer, documentAnswerIn } from "./document-answer";

describe("documentAnswer", () => {
  it("is found among the actions' data and handed back as the same response", () => {
    const response = new Response("file");
    expect(documentAnswerIn({ "routes/tc": documentAnswer(response) })).toBe(response);
  });

  it("is not found in ordinary page data", () => {
    expect(documentAnswerIn(null)).toBeUndefined();
    expect(documentAnswerIn(undefined)).toBeUndefined();
    expect(documentAnswerIn({ "routes/tc": { error: "x" }, other: null, text: "y" })).toBeUndefined();
  });
});
