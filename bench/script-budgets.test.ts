import { describe, expect, it } from "vitest";
import { scriptBudgetOf } from "./script-budgets";

describe("scriptBudgetOf (issue 24)", () => {
  it("gives each kind of page the issue names its budget", () => {
    expect(scriptBudgetOf("/")).toEqual({ kind: "home", bytes: 30 * 1024 });
    expect(scriptBudgetOf("/About")).toEqual({ kind: "text", bytes: 5 * 1024 });
    expect(scriptBudgetOf("/Pphelp")).toEqual({ kind: "text", bytes: 5 * 1024 });
    expect(scriptBudgetOf("/News")).toEqual({ kind: "list", bytes: 8 * 1024 });
    expect(scriptBudgetOf("/Circulars")).toEqual({ kind: "list", bytes: 8 * 1024 });
    expect(scriptBudgetOf("/SubGallery")).toEqual({ kind: "photos", bytes: 20 * 1024 });
    expect(scriptBudgetOf("/PiccasoClub")).toEqual({ kind: "photos", bytes: 20 * 1024 });
  });

  it("matches paths in any case, and keeps the old 120 KB for pages the issue does not name", () => {
    expect(scriptBudgetOf("/about").kind).toBe("text");
    expect(scriptBudgetOf("/VideoGallery")).toEqual({ kind: "other", bytes: 120 * 1024 });
  });

  it("counts sixteen information pages and eight more text pages", () => {
    const text = [
      "/About",
      "/GeneralRules",
      "/Mission",
      "/Vision",
      "/Motto",
      "/AdmissionProcess",
      "/RegistrationForm",
      "/Discipline",
      "/Withdrawal",
      "/SchoolFee",
      "/AcademicEthos",
      "/Facilities",
      "/FeeStructure",
      "/Clubs",
      "/Supw",
      "/Sports",
      "/PrincipalMessage",
      "/Faculty",
      "/TopperX",
      "/TopperXII",
      "/Search",
      "/Tc",
      "/Pphelp",
      "/ErpSoftware",
    ];
    expect(text.filter((route) => scriptBudgetOf(route).kind === "text")).toHaveLength(24);
  });
});
