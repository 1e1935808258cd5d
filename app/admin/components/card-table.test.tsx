// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardTable } from "./card-table";

type Row = { line: number; name: string; ok: boolean };

function table(rows: Row[]) {
  const html = renderToString(
    <CardTable
      caption="Every row of the file"
      rows={rows}
      rowKey={(row) => String(row.line)}
      rowClass={(row) => (row.ok ? undefined : "admin-row-bad")}
      columns={[
        { label: "Line", cell: (row) => row.line },
        { label: "Admission No.", short: "Adm. No.", cell: (row) => row.name },
        { label: "Status", bare: true, cell: (row) => <button type="button">Fix {row.name}</button> },
      ]}
    />,
  );
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
}

/** The admin area's tables: on a phone each cell shows its label, then one element (admin.css). */
describe("an admin table", () => {
  const page = table([
    { line: 2, name: "Aarav S.", ok: true },
    { line: 3, name: "Diya P.", ok: false },
  ]);

  it("has its caption for screen readers, and a heading per column", () => {
    expect(page.querySelector("caption.visually-hidden")?.textContent).toBe("Every row of the file");
    expect([...page.querySelectorAll("thead th[scope=col]")].map((th) => th.textContent)).toEqual([
      "Line",
      "Admission No.",
      "Status",
    ]);
  });

  it("labels each cell for a phone, its content one element, a control as it is", () => {
    const cells = [...page.querySelectorAll("tbody tr")[1].querySelectorAll("td")];
    expect(cells.map((cell) => cell.dataset.label)).toEqual(["Line", "Adm. No.", "Status"]);
    expect(cells.map((cell) => cell.firstElementChild?.tagName)).toEqual(["SPAN", "SPAN", "BUTTON"]);
    expect(cells.map((cell) => cell.textContent)).toEqual(["3", "Diya P.", "Fix Diya P."]);
  });

  it("marks the rows the page says are bad", () => {
    expect([...page.querySelectorAll("tbody tr")].map((row) => row.className)).toEqual(["", "admin-row-bad"]);
  });
});
