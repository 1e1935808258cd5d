import type { ReactNode } from "react";
import { ExternalLink } from "#app/components/external-link.tsx";
import { PageLink } from "#app/components/page-link.tsx";
import { fileUrl } from "#app/lib/image-url.ts";
import { disclosureWords as t } from "#app/lib/strings/disclosure.ts";
import { formatNumber } from "#domain/disclosure-figures";
import type { DisclosureDocumentRecord, DisclosureRecord } from "#domain/disclosure-record";
import { formatDisplayDate } from "#domain/school-date";

/**
 * The Mandatory Public Disclosure's tables (disclosure-page.tsx): each with its caption, its column
 * heads and each row's name as its header.
 */

/** A document as the page shows it: its record and its file's size in words, when the store told it. */
export type DisclosureDocumentView = DisclosureDocumentRecord & { size: string | null };

export const orNotGiven = (value: string | number | null) =>
  value === null || value === "" ? t.notGiven : String(value);

/**
 * A section's main table is captioned with the section's name, which its heading shows just above:
 * the caption is for screen readers' table lists, not shown twice.
 */
const SectionCaption = ({ text }: { text: string }) => <caption className="visually-hidden">{text}</caption>;

/** One of the page's tables: its caption (hidden where the section's heading says it), its column heads, its rows. */
function DisclosureTable({
  caption,
  columns,
  children,
}: {
  caption: ReactNode;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className="data-table disclosure-table">
      {caption}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** One row of a facts table: its serial number, what it gives, and the value. */
export type FactRow = [string, string, ReactNode];

/** A two-column table of one section: serial number, what, and its value; each row's name is its header. */
export function FactsTable({ caption, rows }: { caption: string; rows: readonly FactRow[] }) {
  return (
    <DisclosureTable caption={<SectionCaption text={caption} />} columns={[t.serial, t.information, t.details]}>
      {rows.map(([number, name, value]) => (
        <tr key={number}>
          <td>{number}</td>
          <th scope="row">{name}</th>
          <td>{value}</td>
        </tr>
      ))}
    </DisclosureTable>
  );
}

/** A document's link (with its size) and its attestation line, or "Not uploaded". */
function DocumentCells({ document, fallback }: { document: DisclosureDocumentView; fallback?: ReactNode }) {
  if (document.file === null) {
    return (
      <>
        <td>{fallback ?? t.notUploaded}</td>
        <td />
      </>
    );
  }
  const text = document.size === null ? t.viewPdf : `${t.viewPdf} (${document.size})`;
  return (
    <>
      <td>
        <ExternalLink href={fileUrl(document.file)} pdf label={`${text}: ${document.label}`}>
          {text}
        </ExternalLink>
      </td>
      <td>
        {document.attestedBy && document.attestedOn && (
          <>{t.attestedBy(document.attestedBy, formatDisplayDate(document.attestedOn))} </>
        )}
        {document.validUntil && t.validUntil(formatDisplayDate(document.validUntil))}
      </td>
    </>
  );
}

export function DocumentsTable({
  caption,
  documents,
  extra,
}: {
  caption: string;
  documents: readonly DisclosureDocumentView[];
  /** Rows that are not documents (C5, the board results), after the document of the number before them. */
  extra?: { after: string; number: string; name: string; value: ReactNode };
}) {
  return (
    <DisclosureTable
      caption={<SectionCaption text={caption} />}
      columns={[t.serial, t.document, t.link, t.attestation]}
    >
      {documents.map((document) => (
        <DocumentRows key={document.number} document={document} extra={extra} />
      ))}
    </DisclosureTable>
  );
}

function DocumentRows({
  document,
  extra,
}: {
  document: DisclosureDocumentView;
  extra?: { after: string; number: string; name: string; value: ReactNode };
}) {
  // Without a fee structure PDF, the site's own fee pages are the fee structure.
  const fallback = document.name === "feeStructure" ? <PageLink to="/FeeStructure">{t.feePages}</PageLink> : undefined;
  return (
    <>
      <tr>
        <td>{document.number.slice(1)}</td>
        <th scope="row">{document.label}</th>
        <DocumentCells document={document} fallback={fallback} />
      </tr>
      {extra?.after === document.number && (
        <tr>
          <td>{extra.number}</td>
          <th scope="row">{extra.name}</th>
          <td colSpan={2}>{extra.value}</td>
        </tr>
      )}
    </>
  );
}

export function ResultsTable({ level, rows }: { level: string; rows: DisclosureRecord["boardResults"] }) {
  const w = t.results;
  const shown = rows.filter((row) => row.class === level);
  return (
    <DisclosureTable
      caption={<caption>{w.caption(level)}</caption>}
      columns={[t.serial, w.year, w.registered, w.passed, w.passPercentage, w.remarks]}
    >
      {shown.length === 0 && (
        <tr>
          <td colSpan={6}>{w.none}</td>
        </tr>
      )}
      {shown.map((row, index) => (
        <tr key={row.year}>
          <td>{index + 1}</td>
          <th scope="row">{row.year}</th>
          <td>{row.registered}</td>
          <td>{row.passed}</td>
          <td>{row.passPercentage === null ? "" : `${formatNumber(row.passPercentage)}%`}</td>
          <td>{row.remarks}</td>
        </tr>
      ))}
    </DisclosureTable>
  );
}

export function TeachersTable({ list }: { list: DisclosureRecord["staff"]["list"] }) {
  const w = t.staff;
  return (
    <DisclosureTable
      caption={<caption>{w.listCaption}</caption>}
      columns={[t.serial, w.name, w.designation, w.qualification]}
    >
      {list.map((teacher, index) => (
        // Two teachers may share a name; the list's order is theirs and does not change on the page.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <tr key={index}>
          <td>{index + 1}</td>
          <th scope="row">{teacher.name}</th>
          <td>{teacher.designation}</td>
          <td>{orNotGiven(teacher.qualification)}</td>
        </tr>
      ))}
    </DisclosureTable>
  );
}
