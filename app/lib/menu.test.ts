import { describe, expect, it } from "vitest";
import { fileUrl } from "./api-client";
import { buildMenu, isCurrentPage, type MenuEntry } from "./menu";

const profile = {
  portalUrl: "https://portal.example.edu/",
  admissionGuidelinesPdf: "aa11.pdf",
  sessionCalendarPdf: "bb22.pdf",
};

function outline(entries: MenuEntry[]) {
  return entries.map((entry) =>
    entry.kind === "group"
      ? [entry.label, entry.items.map((item) => [item.label, item.kind === "internal" ? item.to : item.href])]
      : [entry.label, entry.kind === "internal" ? entry.to : entry.href],
  );
}

describe("buildMenu", () => {
  it("has the items, targets and order of spec 2.3", () => {
    expect(outline(buildMenu(profile))).toEqual([
      ["Home", "/"],
      [
        "About",
        [
          ["General Information", "/About"],
          ["General Rules", "/GeneralRules"],
          ["Mission", "/Mission"],
          ["Vision", "/Vision"],
          ["Motto", "/Motto"],
        ],
      ],
      [
        "Admission",
        [
          ["Admission Process", "/AdmissionProcess"],
          ["Registration Form", "/RegistrationForm"],
          ["Discipline", "/Discipline"],
          ["Withdrawal", "/Withdrawal"],
          ["School Fee", "/SchoolFee"],
          ["Admission Guidelines", fileUrl("aa11.pdf")],
        ],
      ],
      [
        "Academic",
        [
          ["Academic Ethos", "/AcademicEthos"],
          ["Facilities", "/Facilities"],
          ["Fee Structure", "/FeeStructure"],
          ["Faculty", "/Faculty"],
          ["Session Calendar 2024-25", fileUrl("bb22.pdf")],
        ],
      ],
      [
        "Activities",
        [
          ["Clubs", "/Clubs"],
          ["SUPW", "/Supw"],
          ["Sports", "/Sports"],
        ],
      ],
      [
        "Gallery",
        [
          ["Photo Gallery", "/Gallery"],
          ["Activities", "/Activities"],
          ["Exhibitions", "/Exhibitions"],
          ["Video Gallery", "/VideoGallery"],
        ],
      ],
      [
        "News",
        [
          ["Examination", "/Examination"],
          ["General Notice", "/News"],
          ["Circulars", "/Circulars"],
          ["Events", "/Events"],
        ],
      ],
      [
        "Login/Register",
        [
          ["Parents/Students", "https://portal.example.edu/"],
          ["Teachers", "https://portal.example.edu/"],
          ["Principal", "https://portal.example.edu/"],
          ["Online Exam", "https://portal.example.edu/"],
        ],
      ],
    ]);
  });

  it("marks the PDFs as PDFs and the portal links as external", () => {
    const entries = buildMenu(profile);
    const links = entries.flatMap((entry) => (entry.kind === "group" ? entry.items : [entry]));
    const external = links.filter((link) => link.kind === "external");
    expect(external.map((link) => link.kind === "external" && link.pdf)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("leaves out the PDFs and the portal when the school has no profile", () => {
    const labels = outline(buildMenu(null)).map((entry) => entry[0]);
    expect(labels).not.toContain("Login/Register");
    const links = buildMenu(null).flatMap((entry) => (entry.kind === "group" ? entry.items : [entry]));
    expect(links.every((link) => link.kind === "internal")).toBe(true);
  });
});

describe("the page on screen in the menu", () => {
  it("is the link to the same path, in any case, whatever the query", () => {
    expect(isCurrentPage("/News", "/News")).toBe(true);
    expect(isCurrentPage("/news", "/News")).toBe(true);
    expect(isCurrentPage("/", "/")).toBe(true);
    expect(isCurrentPage("/News", "/News?id=n1")).toBe(true);
  });

  it("is no other link: not Home on every page, not a page that starts the same", () => {
    expect(isCurrentPage("/News", "/")).toBe(false);
    expect(isCurrentPage("/", "/News")).toBe(false);
    expect(isCurrentPage("/NewsLetter", "/News")).toBe(false);
    expect(isCurrentPage("/News/x", "/News")).toBe(false);
  });
});
