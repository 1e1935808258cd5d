import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "#app/components/external-link.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { fileUrl } from "#app/lib/image-url.ts";
import { disclosurePage, disclosureWords as t } from "#app/lib/strings/disclosure.ts";
import { formatNumber, formatRatio } from "#domain/disclosure-figures";
import type { DisclosureDocumentRecord, DisclosureRecord } from "#domain/disclosure-record";
import { formatDisplayDate } from "#domain/school-date";
import "#app/components/lists/lists.css";
import "./disclosure.css";

/** A document as the page shows it: its record and its file's size in words, when the store told it. */
export type DisclosureDocumentView = DisclosureDocumentRecord & { size: string | null };
export type DisclosureView = Omit<DisclosureRecord, "documents"> & { documents: DisclosureDocumentView[] };

const orNotGiven = (value: string | number | null) => (value === null || value === "" ? t.notGiven : String(value));

/**
 * A section's main table is captioned with the section's name, which its heading shows just above:
 * the caption is for screen readers' table lists, not shown twice.
 */
const SectionCaption = ({ text }: { text: string }) => <caption className="visually-hidden">{text}</caption>;

/** A two-column table of one section: serial number, what, and its value; each row's name is its header. */
function FactsTable({ caption, rows }: { caption: string; rows: readonly [string, string, ReactNode][] }) {
  return (
    <table className="data-table disclosure-table">
      <SectionCaption text={caption} />
      <thead>
        <tr>
          <th scope="col">{t.serial}</th>
          <th scope="col">{t.information}</th>
          <th scope="col">{t.details}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([number, name, value]) => (
          <tr key={number}>
            <td>{number}</td>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
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

function DocumentsTable({
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
    <table className="data-table disclosure-table">
      <SectionCaption text={caption} />
      <thead>
        <tr>
          <th scope="col">{t.serial}</th>
          <th scope="col">{t.document}</th>
          <th scope="col">{t.link}</th>
          <th scope="col">{t.attestation}</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => (
          <DocumentRows key={document.number} document={document} extra={extra} />
        ))}
      </tbody>
    </table>
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
  const fallback = document.name === "feeStructure" ? <Link to="/FeeStructure">{t.feePages}</Link> : undefined;
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

function ResultsTable({ level, rows }: { level: string; rows: DisclosureRecord["boardResults"] }) {
  const w = t.results;
  const shown = rows.filter((row) => row.class === level);
  return (
    <table className="data-table disclosure-table">
      <caption>{w.caption(level)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.serial}</th>
          <th scope="col">{w.year}</th>
          <th scope="col">{w.registered}</th>
          <th scope="col">{w.passed}</th>
          <th scope="col">{w.passPercentage}</th>
          <th scope="col">{w.remarks}</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </table>
  );
}

function TeachersTable({ list }: { list: DisclosureRecord["staff"]["list"] }) {
  const w = t.staff;
  return (
    <table className="data-table disclosure-table">
      <caption>{w.listCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.serial}</th>
          <th scope="col">{w.name}</th>
          <th scope="col">{w.designation}</th>
          <th scope="col">{w.qualification}</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </table>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="disclosure-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The Mandatory Public Disclosure (issue 25): CBSE's Appendix IX as five numbered sections of
 * tables, each with its caption and headers, every document linked with its size and attestation
 * line, and the "as on" date. Printable on A4 (disclosure.css).
 */
export function DisclosurePage({ disclosure }: { disclosure: DisclosureView | null }) {
  if (!disclosure) {
    return (
      <>
        <PageHeader title={disclosurePage.name} />
        <div className="container page-body">
          <p>{t.none}</p>
        </div>
      </>
    );
  }
  const { general, staff, infrastructure: e } = disclosure;
  const s = t.sections;
  const documents = (prefix: string) => disclosure.documents.filter((document) => document.number.startsWith(prefix));
  const area = (value: number | null) =>
    value === null ? t.notGiven : t.infrastructure.squareMetres(formatNumber(value));
  return (
    <>
      <PageHeader title={disclosurePage.name} />
      <div className="container page-body disclosure">
        <p className="disclosure__as-on">
          {t.asOn} <time dateTime={disclosure.asOn}>{formatDisplayDate(disclosure.asOn)}</time>
        </p>
        <p className="disclosure__format">{t.format}</p>
        <Section id="disclosure-a" title={s.general}>
          <FactsTable
            caption={s.general}
            rows={[
              ["1", t.general.name, general.name],
              ["2", t.general.affiliation, general.affiliationNumber],
              ["3", t.general.schoolCode, orNotGiven(general.schoolCode)],
              ["4", t.general.address, general.address],
              ["5", t.general.principalName, orNotGiven(general.principalName)],
              ["6", t.general.principalQualification, orNotGiven(general.principalQualification)],
              [
                "7",
                t.general.email,
                <a key="email" href={`mailto:${general.email}`}>
                  {general.email}
                </a>,
              ],
              ["8", t.general.phone, general.phone],
            ]}
          />
        </Section>
        <Section id="disclosure-b" title={s.documents}>
          <DocumentsTable caption={s.documents} documents={documents("B")} />
        </Section>
        <Section id="disclosure-c" title={s.academics}>
          <DocumentsTable
            caption={s.academics}
            documents={documents("C")}
            extra={{ after: "C4", number: "5", name: t.results.caption("X and XII"), value: t.resultsBelow }}
          />
          <ResultsTable level="X" rows={disclosure.boardResults} />
          <ResultsTable level="XII" rows={disclosure.boardResults} />
        </Section>
        <Section id="disclosure-d" title={s.staff}>
          <FactsTable
            caption={s.staff}
            rows={[
              ["1", t.staff.principal, orNotGiven(staff.principalName)],
              [
                "2",
                t.staff.teachers,
                `${staff.teachers.total} (${t.staff.byKind(staff.teachers.pgt, staff.teachers.tgt, staff.teachers.prt, staff.teachers.other)})`,
              ],
              [
                "3",
                t.staff.teachersPerSection,
                staff.teachersPerSection === null
                  ? t.notGiven
                  : `${formatNumber(staff.teachersPerSection)} (${t.staff.ofSections(staff.sections ?? 0)}; ${t.staff.sectionNorm(staff.norms.minTeachersPerSection)})`,
              ],
              [
                "3a",
                t.staff.pupilTeacherRatio,
                staff.pupilTeacherRatio === null
                  ? t.notGiven
                  : `${formatRatio(staff.pupilTeacherRatio)} (${t.staff.ofPupils(staff.enrolment ?? 0)}; ${t.staff.ratioNorm(staff.norms.maxPupilsPerTeacher)})`,
              ],
              ["4", t.staff.specialEducator, orNotGiven(staff.specialEducator)],
              ["5", t.staff.counsellor, orNotGiven(staff.counsellor)],
            ]}
          />
          <TeachersTable list={staff.list} />
        </Section>
        <Section id="disclosure-e" title={s.infrastructure}>
          <FactsTable
            caption={s.infrastructure}
            rows={[
              ["1", t.infrastructure.campus, area(e.campusAreaSqM)],
              [
                "2",
                t.infrastructure.classrooms,
                e.classrooms === null
                  ? t.notGiven
                  : t.infrastructure.rooms(
                      e.classrooms,
                      e.classroomSizeSqM === null ? null : formatNumber(e.classroomSizeSqM),
                    ),
              ],
              [
                "3",
                t.infrastructure.laboratories,
                e.laboratories.length === 0 ? (
                  t.notGiven
                ) : (
                  <ul key="labs" className="disclosure__labs">
                    {e.laboratories.map((lab) => (
                      <li key={lab.name}>{t.infrastructure.lab(lab.name, lab.number, formatNumber(lab.sizeSqM))}</li>
                    ))}
                  </ul>
                ),
              ],
              ["4", t.infrastructure.internet, orNotGiven(e.internet)],
              ["5", t.infrastructure.girlsToilets, orNotGiven(e.girlsToilets)],
              ["6", t.infrastructure.boysToilets, orNotGiven(e.boysToilets)],
              [
                "7",
                t.infrastructure.video,
                e.inspectionVideoUrl === null ? (
                  t.notGiven
                ) : (
                  <ExternalLink key="video" href={e.inspectionVideoUrl}>
                    {t.infrastructure.videoLink}
                  </ExternalLink>
                ),
              ],
            ]}
          />
        </Section>
      </div>
    </>
  );
}
