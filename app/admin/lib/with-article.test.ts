import { expect, it } from "vitest";
import { withArticle } from "./with-article";

it("puts the right article before a role", () => {
  expect(["owner", "editor", "contributor", "operator"].map(withArticle)).toEqual([
    "an owner",
    "an editor",
    "a contributor",
    "an operator",
  ]);
});
