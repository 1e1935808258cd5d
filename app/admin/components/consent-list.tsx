import { CardTable } from "#app/admin/components/card-table.tsx";
import { consentColumn } from "#app/admin/components/consent-control.tsx";
import { count } from "#app/admin/lib/records-format.ts";
import type { ChildRecordAdmin } from "#domain/records-admin";

/** Every record naming a child without consent on file, each with its consent form. */
export function ConsentList(props: { records: ChildRecordAdmin[]; canChange: boolean; busy: boolean }) {
  const { records, canChange, busy } = props;
  if (records.length === 0) return <p role="status">Every record naming a child has consent on file.</p>;
  return (
    <>
      <p role="status">{count(records.length, "record")} without consent.</p>
      <CardTable
        caption="Records without consent"
        rows={records}
        rowKey={(entry) => `${entry.kind}-${entry.id}`}
        columns={[
          { label: "Name", cell: (entry) => entry.name },
          { label: "Record", cell: (entry) => entry.detail },
          consentColumn<ChildRecordAdmin>((entry) => entry, canChange, busy),
        ]}
      />
    </>
  );
}
