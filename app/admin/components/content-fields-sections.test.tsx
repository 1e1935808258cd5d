// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { editableKinds } from "#domain/editing/editable-kinds";
import { fixtureDisclosure } from "#tests/fixtures/disclosure";
import { ContentFields } from "./content-fields";

/**
 * The generic editor showing a single kind's nested parts (issue 25): the disclosure's form in
 * sections A to E, each document with its PDF and attestation, the board results as a table of
 * rows, numbers and a choice; every value posted under the field's own name.
 */
function form(values: Record<string, unknown>, errors: Record<string, string> = {}) {
  const html = renderToString(
    <ContentFields kind={editableKinds.disclosure} values={values} errors={errors} title="x" school="test" />,
  );
  return new DOMParser().parseFromString(`<!doctype html><body><form>${html}</form></body>`, "text/html");
}

describe("the disclosure's form", () => {
  const page = form(fixtureDisclosure() as Record<string, unknown>, { fireSafety: "B6 (valid until) must be a date." });

  it("is in Appendix IX's sections, with a contents list", () => {
    expect([...page.querySelectorAll("section h2")].map((heading) => heading.textContent)).toEqual([
      "A. General information",
      "B. Documents and information",
      "C. Results and academics",
      "D. Staff (teaching)",
      "E. School infrastructure",
    ]);
    expect([...page.querySelectorAll("nav a")].map((link) => link.getAttribute("href"))).toEqual([
      "#section-1",
      "#section-2",
      "#section-3",
      "#section-4",
      "#section-5",
    ]);
  });

  it("shows a document with its PDF, self-attestation and dates, posted as one JSON value", () => {
    const fire = page.getElementById("field-fireSafety");
    expect(fire?.querySelector("legend")?.textContent).toBe("B6. Fire safety certificate from the competent authority");
    expect([...(fire?.querySelectorAll("label") ?? [])].map((label) => label.textContent)).toEqual([
      "Choose a file",
      "Self-attested by",
      "Date of attestation",
      "Valid until",
    ]);
    expect(fire?.querySelector('a[href="/api/image/test/disclosure/fire.pdf"]')).not.toBeNull();
    const posted = fire?.querySelector<HTMLInputElement>('input[type="hidden"][name="fireSafety"]');
    expect(JSON.parse(posted?.value ?? "")).toEqual({
      file: "test/disclosure/fire.pdf",
      attestedBy: "Principal and Manager",
      attestedOn: "2026-06-01",
      validUntil: "2027-06-30",
    });
    expect(fire?.querySelector(".admin-error")?.textContent).toBe("B6 (valid until) must be a date.");
  });

  it("shows the board results as a table of labelled rows, posted as JSON", () => {
    const results = page.getElementById("field-boardResults");
    expect([...(results?.querySelectorAll("thead th") ?? [])].map((head) => head.textContent)).toEqual([
      "Class",
      "Year",
      "Registered",
      "Passed",
      "Remarks",
      "Remove",
    ]);
    expect(results?.querySelectorAll("tbody tr")).toHaveLength(6);
    expect(results?.querySelector('[aria-label="Passed, row 1"]')?.getAttribute("value")).toBe("79");
    const posted = results?.querySelector<HTMLInputElement>('input[type="hidden"][name="boardResults"]');
    expect(JSON.parse(posted?.value ?? "")[0]).toEqual({
      class: "XII",
      year: "2024",
      registered: "80",
      passed: "79",
      remarks: "",
    });
  });

  it("shows numbers and a choice as they are stored", () => {
    expect(page.querySelector<HTMLInputElement>('input[name="enrolment"]')?.getAttribute("value")).toBe("60");
    const internet = page.querySelector<HTMLSelectElement>('select[name="internet"]');
    expect([...(internet?.options ?? [])].map((option) => option.value)).toEqual(["", "Yes", "No"]);
    expect(internet?.querySelector("option[selected]")?.textContent).toBe("Yes");
  });

  it("leaves a kind without sections as it was: no contents list, no parts", () => {
    const news = renderToString(
      <ContentFields kind={editableKinds.news} values={{}} errors={{}} title="x" school="test" />,
    );
    expect(news).not.toContain("<section");
    expect(news).not.toContain("<nav");
  });
});
