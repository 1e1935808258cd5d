import { Form } from "react-router";
import { CardTable } from "#app/admin/components/card-table.tsx";
import { consentColumn } from "#app/admin/components/consent-control.tsx";
import { SelectField } from "#app/admin/components/select-field.tsx";
import { count, monthChoices, monthDayLabel } from "#app/admin/lib/records-format.ts";
import type { BirthdayAdmin } from "#domain/records-admin";

/** The school's birthdays of one month (a year's list is too long for one page), each with its consent. */
export function BirthdayList(props: {
  month: string;
  total: number;
  birthdays: BirthdayAdmin[];
  canChange: boolean;
  busy: boolean;
}) {
  const { month, total, birthdays, canChange, busy } = props;
  return (
    <>
      <h2 id="list-heading">The school's birthdays</h2>
      <p>{count(total, "birthday")} in all.</p>
      <Form method="get" className="admin-filters">
        <SelectField id="filter-month" name="month" label="Month" defaultValue={month} options={monthChoices} />
        <button type="submit" className="admin-button admin-button-small">
          Show
        </button>
      </Form>
      {birthdays.length === 0 ? (
        <p role="status">No birthdays in this month.</p>
      ) : (
        <CardTable
          labelledBy="list-heading"
          rows={birthdays}
          rowKey={(entry) => entry._id}
          columns={[
            { label: "Name", cell: (entry) => entry.name },
            { label: "Class", cell: (entry) => entry.class },
            { label: "Birthday", cell: (entry) => monthDayLabel(entry.date) },
            { label: "Photo", cell: (entry) => (entry.photo ? "Yes" : "No") },
            consentColumn<BirthdayAdmin>(
              (entry) => ({ kind: "birthdays", id: entry._id, name: entry.name, consent: entry.consent }),
              canChange,
              busy,
            ),
          ]}
        />
      )}
    </>
  );
}
