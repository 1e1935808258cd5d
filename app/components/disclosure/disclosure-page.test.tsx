// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { bundleSchema } from "#domain/content-schema";
import { disclosureRecord } from "#domain/disclosure-record";
import { fixtureBundle } from "#tests/api-fixture";
import { fixtureDisclosure } from "#tests/fixtures/disclosure";
import { DisclosurePage, type DisclosureView } from "./disclosure-page";

/** The page as the server renders it (issue 25), read as a browser's document. */
function rendered(view: DisclosureView | null): Document {
  const html = renderToString(
    <MemoryRouter>
      <DisclosurePage disclosure={view} />
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
}

const bundle = bundleSchema.parse({
  ...fixtureBundle,
  faculty: [
    { name: "Asha Rao", designation: "PGT Physics", order: 2, qualification: "M.Sc. (Physics), B.Ed." },
    { name: "Dr. A. Rao", designation: "Principal", order: 1 },
  ],
  disclosure: fixtureDisclosure(),
});
if (!bundle.disclosure) throw new Error("the fixture has a disclosure");
const record = disclosureRecord("test", bundle.disclosure, bundle.profile, bundle.faculty);
const view: DisclosureView = {
  ...record,
  documents: record.documents.map((document) => ({ ...document, size: document.file ? "118 KB" : null })),
};

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim();

describe("the Mandatory Public Disclosure page", () => {
  const page = rendered(view);
  const tables = [...page.querySelectorAll("table")];

  it("carries its title and the 'as on' date", () => {
    expect(text(page.querySelector("h1"))).toBe("Mandatory Public Disclosure");
    const asOn = page.querySelector(".disclosure__as-on time");
    expect(asOn?.getAttribute("datetime")).toBe("2026-11-01");
    expect(text(page.querySelector(".disclosure__as-on"))).toBe("As on 01.11.2026");
  });

  it("is Appendix IX's sections A to E, each a table with a caption and column headers", () => {
    expect([...page.querySelectorAll("h2")].map(text)).toEqual([
      "A. General information",
      "B. Documents and information",
      "C. Results and academics",
      "D. Staff (teaching)",
      "E. School infrastructure",
    ]);
    expect(tables.map((table) => text(table.querySelector("caption")))).toEqual([
      "A. General information",
      "B. Documents and information",
      "C. Results and academics",
      "C5. Result of the Class X board examination, the last three years",
      "C5. Result of the Class XII board examination, the last three years",
      "D. Staff (teaching)",
      "D6. Teachers: name, designation and qualification (CBSE Circular 1/2026)",
      "E. School infrastructure",
    ]);
    for (const table of tables) {
      const heads = [...table.querySelectorAll("thead th")];
      expect(heads.length).toBeGreaterThan(0);
      for (const head of heads) expect(head.getAttribute("scope")).toBe("col");
      for (const head of table.querySelectorAll("tbody th")) expect(head.getAttribute("scope")).toBe("row");
    }
  });

  it("numbers the rows as the format does", () => {
    const rowsOf = (table: Element) =>
      [...table.querySelectorAll("tbody tr")].map((row) => text(row.querySelector("td")));
    expect(rowsOf(tables[0])).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
    expect(rowsOf(tables[1])).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
    expect(rowsOf(tables[2])).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(rowsOf(tables[7])).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
  });

  it("links every document with its size and its attestation line", () => {
    const fire = [...tables[1].querySelectorAll("tbody tr")][5];
    expect(text(fire.querySelector("th"))).toBe("Fire safety certificate from the competent authority");
    const link = fire.querySelector("a");
    expect(link?.getAttribute("href")).toBe("/api/image/test/disclosure/fire.pdf");
    expect(text(link)).toBe("View PDF (118 KB)");
    expect(link?.getAttribute("aria-label")).toBe(
      "View PDF (118 KB): Fire safety certificate from the competent authority (PDF, opens in a new tab)",
    );
    expect(text(fire.querySelectorAll("td")[2])).toBe(
      "Self-attested by Principal and Manager on 01.06.2026. Valid until 30.06.2027.",
    );
  });

  it("links the site's fee pages when there is no fee structure PDF", () => {
    const fees = [...tables[2].querySelectorAll("tbody tr")][0];
    expect(fees.querySelector("a")?.getAttribute("href")).toBe("/FeeStructure");
  });

  it("shows the board results with their pass percentages, and the figures beside the norms", () => {
    const x = [...tables[3].querySelectorAll("tbody tr")].map((row) => [...row.querySelectorAll("th, td")].map(text));
    expect(x[0]).toEqual(["1", "2026", "120", "118", "98.33%", ""]);
    const staff = [...tables[5].querySelectorAll("tbody tr")].map((row) => text(row.querySelectorAll("td")[1]));
    expect(staff[1]).toBe("1 (PGT 1, TGT 0, PRT 0)");
    expect(staff[2]).toBe("0.5 (2 sections; CBSE's norm: at least 1.5)");
    expect(staff[3]).toBe("60:1 (60 pupils enrolled; CBSE's norm: at most 30:1)");
    expect([...tables[6].querySelectorAll("tbody tr")].map((row) => [...row.children].map(text))).toEqual([
      ["1", "Asha Rao", "PGT Physics", "M.Sc. (Physics), B.Ed."],
    ]);
  });

  it("says so when the school has published none", () => {
    const empty = rendered(null);
    expect(text(empty.querySelector("h1"))).toBe("Mandatory Public Disclosure");
    expect(empty.querySelectorAll("table")).toHaveLength(0);
    expect(text(empty.querySelector(".page-body"))).toMatch(/has not published/);
  });
});
