import { describe, expect, it } from "vitest";
import { displayNameSchema } from "./display-name";

describe("a display name (issue 23)", () => {
  it("takes a name in any script, trimmed and composed", () => {
    expect(displayNameSchema.parse("  Mrs. Meena Iyer ")).toBe("Mrs. Meena Iyer");
    expect(displayNameSchema.parse("मीना अय्यर")).toBe("मीना अय्यर");
    expect(displayNameSchema.parse("செல்வி கீதா")).toBe("செல்வி கீதா");
    // "é" typed as e + a combining accent is kept as the one composed letter.
    expect(displayNameSchema.parse("Re\u0301mi")).toBe("R\u00e9mi");
  });

  it("refuses an empty name, a name over 80 characters and a name of two lines, saying why", () => {
    const message = (input: string) => displayNameSchema.safeParse(input).error?.issues[0]?.message;
    expect(message("   ")).toBe("Enter a name.");
    expect(message("a".repeat(81))).toBe("Keep the name to 80 characters or fewer.");
    expect(displayNameSchema.safeParse("a".repeat(80)).success).toBe(true);
    expect(message("Meena\nIyer")).toBe("Write the name on one line.");
  });
});
