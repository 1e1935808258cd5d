import type { ReactNode } from "react";
import { ExternalLink } from "#app/components/external-link.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { disclosurePage, disclosureWords as t } from "#app/lib/strings/disclosure.ts";
import { formatNumber, formatRatio } from "#domain/disclosure-figures";
import type { DisclosureRecord } from "#domain/disclosure-record";
import { formatDisplayDate } from "#domain/school-date";
import {
  type DisclosureDocumentView,
  DocumentsTable,
  type FactRow,
  FactsTable,
  orNotGiven,
  ResultsTable,
  TeachersTable,
} from "./disclosure-tables.tsx";
import "#app/components/lists/lists.css";
import "./disclosure.css";

export type { DisclosureDocumentView };
export type DisclosureView = Omit<DisclosureRecord, "documents"> & { documents: DisclosureDocumentView[] };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="disclosure-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A section whose table of facts is captioned with the section's title (A, D and E), and what follows it. */
function FactsSection({
  id,
  title,
  rows,
  children,
}: {
  id: string;
  title: string;
  rows: readonly FactRow[];
  children?: ReactNode;
}) {
  return (
    <Section id={id} title={title}>
      <FactsTable caption={title} rows={rows} />
      {children}
    </Section>
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
  const generalRows: FactRow[] = [
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
  ];
  const staffRows: FactRow[] = [
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
  ];
  const infrastructureRows: FactRow[] = [
    ["1", t.infrastructure.campus, area(e.campusAreaSqM)],
    [
      "2",
      t.infrastructure.classrooms,
      e.classrooms === null
        ? t.notGiven
        : t.infrastructure.rooms(e.classrooms, e.classroomSizeSqM === null ? null : formatNumber(e.classroomSizeSqM)),
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
  ];
  return (
    <>
      <PageHeader title={disclosurePage.name} />
      <div className="container page-body disclosure">
        <p className="disclosure__as-on">
          {t.asOn} <time dateTime={disclosure.asOn}>{formatDisplayDate(disclosure.asOn)}</time>
        </p>
        <p className="disclosure__format">{t.format}</p>
        <FactsSection id="disclosure-a" title={s.general} rows={generalRows} />
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
        <FactsSection id="disclosure-d" title={s.staff} rows={staffRows}>
          <TeachersTable list={staff.list} />
        </FactsSection>
        <FactsSection id="disclosure-e" title={s.infrastructure} rows={infrastructureRows} />
      </div>
    </>
  );
}
