// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { renderPage } from "#content/page-render";
import { type PageSlug, pageSlugs } from "#domain/page-slugs";
import { newAdmissionFees, readmissionFees } from "#tests/fixtures/fee-tables";

/**
 * The demo school's information pages must say exactly what the
 * specification says (sections 2.1, 2.9, 5, 9.2-9.4). Checked on the HTML the
 * site will serve, so a Markdown slip that breaks a table or a list fails here.
 */
const pagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "pages");
const markdownOf = (slug: PageSlug) => readFileSync(path.join(pagesDir, `${slug}.md`), "utf8");
const pages = Object.fromEntries(pageSlugs.map((slug) => [slug, renderPage(markdownOf(slug))])) as Record<
  PageSlug,
  ReturnType<typeof renderPage>
>;

function body(slug: PageSlug): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${pages[slug].html}</body>`, "text/html").body;
}

/** Text with runs of white space made single, as a reader sees it. */
const text = (node: Element) => (node.textContent ?? "").replace(/\s+/g, " ").trim();

function tables(slug: PageSlug): string[][][] {
  return [...body(slug).querySelectorAll("table")].map((table) =>
    [...table.querySelectorAll("tr")].map((row) => [...row.querySelectorAll("th, td")].map(text)),
  );
}

const titles: Record<PageSlug, string> = {
  About: "General Information",
  GeneralRules: "General Rules",
  Mission: "Mission",
  Vision: "Vision",
  Motto: "Motto",
  AdmissionProcess: "Admission Process",
  RegistrationForm: "Registration Form",
  Discipline: "Discipline",
  Withdrawal: "Withdrawal",
  SchoolFee: "School Fee",
  AcademicEthos: "Academic Ethos",
  Facilities: "Facilities",
  FeeStructure: "Fee Structure",
  Clubs: "Clubs",
  Supw: "SUPW",
  Sports: "Sports",
};

describe("demo information pages", () => {
  it("has all sixteen pages and nothing else, each opening with its # title", () => {
    expect(readdirSync(pagesDir).sort()).toEqual(pageSlugs.map((slug) => `${slug}.md`).sort());
    for (const slug of pageSlugs) {
      expect(markdownOf(slug).startsWith(`# ${titles[slug]}\n`), slug).toBe(true);
      expect(pages[slug].title, slug).toBe(titles[slug]);
      expect(text(body(slug)).length, slug).toBeGreaterThan(300);
    }
  });

  it("General Rules: 28 numbered rules, with attendance, striking off and the late fine", () => {
    const lists = body("GeneralRules").querySelectorAll("ol, ul");
    expect(lists).toHaveLength(1);
    expect(lists[0].tagName).toBe("OL");
    expect(lists[0].getAttribute("start")).toBeNull();
    const rules = [...lists[0].querySelectorAll(":scope > li")].map(text);
    expect(rules).toHaveLength(28);
    const numbers = markdownOf("GeneralRules")
      .match(/^\d+(?=\. )/gm)
      ?.map(Number);
    expect(numbers).toEqual(Array.from({ length: 28 }, (_, index) => index + 1));
    expect(rules.filter((rule) => rule.includes("90% attendance is required"))).toHaveLength(1);
    expect(
      rules.filter((rule) =>
        /struck off .*after 15 consecutive days of absence, or after 3 days of absence at the start of a term/.test(
          rule,
        ),
      ),
    ).toHaveLength(1);
    expect(rules.filter((rule) => rule.includes("late fee fine of Rs. 500 per quarter"))).toHaveLength(1);
  });

  it("Motto: one short section for each of the four aims", () => {
    const headings = [...body("Motto").querySelectorAll("h2")];
    expect(headings.map(text)).toEqual(["Spiritual", "Cultural", "Academic", "Sporting"]);
    for (const heading of headings) {
      expect(heading.nextElementSibling?.tagName, text(heading)).toBe("P");
      expect(text(heading.nextElementSibling as Element).length).toBeLessThan(400);
    }
  });

  it("Admission Process: classes, ages per class, LKG on 1 April, session, assessment, photos", () => {
    const all = text(body("AdmissionProcess"));
    expect(all).toContain("Playgroup, LKG, UKG and classes 1 to 10");
    expect(all).toContain("The lower age for LKG is 3.5 years on 1 April");
    expect(all).toContain("The academic session starts in early April");
    expect(all).toContain("For admission to UKG to IX, an assessment is held");
    expect(all).toContain("3 passport-size photographs of the student and 1 photograph of a parent");
    const ages = [
      ["Class", "Age (years)"],
      ["Playgroup", "2.5-3.5"],
      ["LKG", "3.5-4"],
      ["UKG", "4-5"],
    ];
    for (let year = 1; year <= 10; year += 1) ages.push([`Class ${year}`, `${year + 4}-${year + 5}`]);
    expect(tables("AdmissionProcess")).toEqual([ages]);
    expect(ages.at(-1)).toEqual(["Class 10", "14-15"]);
  });

  it("Registration Form: the age rules, the incomplete-form rule and the birth certificate, and no form", () => {
    const html = pages.RegistrationForm.html;
    const all = text(body("RegistrationForm"));
    expect(html).not.toMatch(/<(form|input|select|textarea|button)/);
    expect(all).toContain("Playgroup: the child must be at least 2.5 years and at most 3.5 years old on 31 March");
    expect(all).toContain("LKG: 3.5 to 4 years.");
    expect(all).toContain("UKG: 4 to 5 years.");
    expect(all).toContain("An incomplete form is rejected.");
    expect(all).toContain("A copy of the birth certificate is attached with the form.");
  });

  it("Withdrawal: the transfer certificate fee and when it is issued", () => {
    const all = text(body("Withdrawal"));
    expect(all).toContain("The transfer certificate fee is Rs. 50.");
    expect(all).toContain("issued two days after the application");
  });

  it("School Fee: quarterly fees, the three due windows and the late fine", () => {
    const all = text(body("SchoolFee"));
    expect(all).toContain("Fees are paid quarterly.");
    expect(all).toContain("A late fee fine of Rs. 500 per quarter");
    expect(tables("SchoolFee")).toEqual([
      [
        ["Quarter", "Due window"],
        ["July-September", "1-15 July"],
        ["October-December", "1-15 October"],
        ["January-March", "1-25 January"],
      ],
    ]);
  });

  it("Facilities: library, smart classes, computer lab, three science labs, teachers' resource centre", () => {
    expect([...body("Facilities").querySelectorAll("h2")].map(text).slice(0, 5)).toEqual([
      "Library",
      "Smart classes",
      "Computer lab",
      "Science labs",
      "Teachers' resource centre",
    ]);
    expect(text(body("Facilities"))).toContain("Three science labs, one each for Physics, Chemistry and Biology");
  });

  it("Fee Structure: both tables of spec 9.3 and 9.4, every figure", () => {
    expect(tables("FeeStructure")).toEqual([newAdmissionFees, readmissionFees]);

    const boxes = [...body("FeeStructure").querySelectorAll("div.table-scroll")];
    expect(boxes.map((box) => box.getAttribute("aria-label"))).toEqual([
      "New admission fee per quarter",
      "Re-admission fee per quarter",
    ]);
    for (const box of boxes) {
      expect(box.getAttribute("role")).toBe("region");
      expect(box.getAttribute("tabindex")).toBe("0");
      const headers = [...box.querySelectorAll("th")];
      expect(headers).toHaveLength(5);
      for (const header of headers) expect(header.getAttribute("scope")).toBe("col");
    }
  });

  it("Clubs: the seven clubs, each linking to its photo page", () => {
    const headings = [...body("Clubs").querySelectorAll("h2")].map(text);
    expect(headings).toEqual([
      "English Literary Club",
      "Music Club",
      "Green Club",
      "Performing Arts Club",
      "Quest Club",
      "Piccaso Club",
      "Ramanujan Club",
    ]);
    const links = [...body("Clubs").querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(links).toEqual(headings.map((heading) => `/${heading.replace(/ /g, "")}`));
  });

  it("links only to the site's own routes", () => {
    for (const slug of pageSlugs) {
      for (const link of body(slug).querySelectorAll("a")) {
        expect(link.getAttribute("href"), slug).toMatch(/^\/[A-Za-z]+$/);
      }
    }
  });
});
