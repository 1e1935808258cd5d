import { listStrings } from "#app/lib/strings/lists.ts";
import { pages } from "#app/lib/strings/pages.ts";
import type { FacultyRecord } from "#domain/api-records";
import { ListLayout } from "./list-layout";

const l = listStrings;

/** Faculty (spec 2.6): a real table (serial number, name, designation) in the school's order. */
export function FacultyPage({ faculty }: { faculty: FacultyRecord[] }) {
  const rows =
    faculty.length > 0
      ? faculty.map((member) => ({ key: member._id, name: member.name, designation: member.designation }))
      : [{ key: "placeholder", name: l.placeholderName, designation: l.placeholderDesignation }];
  return (
    <ListLayout title={pages.faculty.name}>
      {/* Three columns whose text wraps fit the narrowest phone: no sideways scrolling to reach by keyboard. */}
      <table className="data-table">
        <caption>{l.facultyCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{l.serialNumber}</th>
            <th scope="col">{l.name}</th>
            <th scope="col">{l.designation}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key}>
              <td>{index + 1}</td>
              <td>{row.name}</td>
              <td>{row.designation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ListLayout>
  );
}
