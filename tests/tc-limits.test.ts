import { describe, expect, it } from "vitest";
import { tcFieldMaxLength } from "#app/lib/constants.ts";
import { tcRequestSchema } from "#server/operations/transfer-certificates";

/** The form's maxlength must be what the API accepts, or a long paste meets a message meant for developers. */
describe("tcFieldMaxLength", () => {
  it.each(["admission", "name"] as const)("%s matches the API's limit", (field) => {
    const other = field === "admission" ? "name" : "admission";
    const body = (length: number) => ({ [field]: "x".repeat(length), [other]: "y" });
    expect(tcRequestSchema.safeParse(body(tcFieldMaxLength[field])).success).toBe(true);
    expect(tcRequestSchema.safeParse(body(tcFieldMaxLength[field] + 1)).success).toBe(false);
  });
});
