import { describe, expect, it } from "vitest";
import { byMarksDescending, parseMarks } from "./marks";

describe("parseMarks", () => {
  it.each([
    ["96.4%", 96.4],
    ["93.2 %", 93.2],
    ["482/500", 96.4],
    ["Distinction (91%)", 91],
    ["First Division 88.5", 88.5],
    ["95", 95],
  ])("reads %s as %d", (division, marks) => {
    expect(parseMarks(division)).toBe(marks);
  });

  it.each(["A1 Grade", "", "Distinction", "Class XII"])("finds no number in %j", (division) => {
    expect(parseMarks(division)).toBeNull();
  });
});

describe("byMarksDescending", () => {
  it("puts the highest first and unparseable values last, keeping ties in order", () => {
    const toppers = [
      { name: "a", division: "A1 Grade" },
      { name: "b", division: "91%" },
      { name: "c", division: "482/500" },
      { name: "d", division: "Distinction (91%)" },
      { name: "e", division: "n/a" },
    ];
    expect(byMarksDescending(toppers).map((topper) => topper.name)).toEqual(["c", "b", "d", "a", "e"]);
  });
});
