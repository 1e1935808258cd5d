import { describe, expect, it } from "vitest";
import { importPlans, mergePlan, replacePlan, type StoredBirthday } from "./birthday-import";

const stored: StoredBirthday[] = [
  { _id: "1", name: "Aarav Sharma", class: "V-A", date: "01-12" },
  { _id: "2", name: "Priya Verma", class: "V-A", date: "03-04" },
  { _id: "3", name: "Dev Rao", class: "VI-B", date: "07-21" },
  { _id: "4", name: "Sita Devi", class: "VI-B", date: "11-30" },
  { _id: "5", name: "Ravi Kumar", class: "VII", date: "02-02" },
];

describe("a birthday import's plans (issue 23)", () => {
  // One class's CSV: the case that wiped the rest of the school before ("0 kept, 3 added, 537 removed").
  const classFile = [
    { name: "aarav  sharma", class: "v-a", date: "01-12" },
    { name: "Priya Verma", class: "V-A", date: "03-05" },
    { name: "Neha Gupta", class: "V-A", date: "09-09" },
  ];

  it("adds and updates by name and class, touching nobody else", () => {
    expect(mergePlan(stored, classFile)).toEqual({
      updates: [{ id: "2", date: "03-05" }],
      additions: [{ name: "Neha Gupta", class: "V-A", date: "09-09" }],
      unchanged: 1,
    });
  });

  it("says before a replacement how many entries go, class by class", () => {
    expect(replacePlan(stored, classFile)).toEqual({
      kept: 1,
      added: 2,
      removed: 4,
      removedByClass: [
        { class: "V-A", count: 1 },
        { class: "VI-B", count: 2 },
        { class: "VII", count: 1 },
      ],
    });
  });

  it("pairs equal rows one to one, so a name twice in a class is two students", () => {
    const twins = [
      { name: "Ravi Kumar", class: "VII", date: "02-02" },
      { name: "Ravi Kumar", class: "VII", date: "05-05" },
    ];
    expect(mergePlan(stored, twins)).toEqual({ updates: [], additions: [twins[1]], unchanged: 1 });
    expect(importPlans(stored, twins)).toEqual({
      merge: { added: 1, updated: 0, unchanged: 1 },
      replace: {
        kept: 1,
        added: 1,
        removed: 4,
        removedByClass: [
          { class: "V-A", count: 2 },
          { class: "VI-B", count: 2 },
        ],
      },
    });
  });
});
