import { randomBytes } from "node:crypto";

/** The id of a record made in the admin area: random, in the form bundles allow (`recordId`). */
export function randomId(): string {
  return randomBytes(8).toString("hex");
}
