import { SchoolQuotaForm } from "#app/admin/components/school-quota-form.tsx";
import type { PlatformSchoolRecord } from "#domain/admin-records";
import { formatBytes } from "#domain/media-rules";

type QuotaAnswer = { quotaFor?: string; message?: string; notice?: string; fields?: Record<string, string> };

/** The platform's schools, each with the storage it uses and its quota form. */
export function SchoolList(props: {
  schools: PlatformSchoolRecord[];
  answer?: QuotaAnswer & { values?: Record<string, string> };
  busy: boolean;
}) {
  const { schools, answer, busy } = props;
  return (
    <ul className="admin-list">
      {schools.map((school) => (
        <li key={school.code}>
          <span>
            <strong>{school.name}</strong> ({school.code})
            <br />
            {formatBytes(school.usedBytes)} used of {formatBytes(school.quotaBytes)}
            {school.ownQuotaMb === null ? " (the platform's quota)" : " (its own quota)"}
          </span>
          <SchoolQuotaForm school={school} busy={busy} answer={answer?.quotaFor === school.code ? answer : undefined} />
        </li>
      ))}
    </ul>
  );
}
