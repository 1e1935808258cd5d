import { describe, expect, it } from "vitest";
import { count, monthDayLabel } from "./records-format";

describe("the records screens' words", () => {
  it("write a birthday as day and month, and counts in the singular or plural", () => {
    expect(monthDayLabel("01-12")).toBe("12 Jan");
    expect(monthDayLabel("02-29")).toBe("29 Feb");
    expect(count(1, "row")).toBe("1 row");
    expect(count(3, "row")).toBe("3 rows");
    expect(count(0, "certificate")).toBe("0 certificates");
  });
});
