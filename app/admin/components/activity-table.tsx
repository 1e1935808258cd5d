import { CardTable } from "#app/admin/components/card-table.tsx";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import type { ActivityEntryRecord } from "#domain/admin-records";

/** The log's entries, newest first: when, who, what (to whom), and from which address. */
export function ActivityTable({ entries, timeZone }: { entries: ActivityEntryRecord[]; timeZone: string }) {
  return (
    <CardTable
      caption="Activity, newest first"
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={[
        { label: "When", cell: (entry) => formatInstant(entry.at, timeZone) },
        { label: "Who", cell: (entry) => <Person name={entry.actorName} address={entry.actor} /> },
        {
          label: "What",
          cell: (entry) => (
            <>
              <span className="admin-kind">{entry.kind}</span> {entry.action}
              {entry.target && entry.target !== entry.userId && (
                <>
                  {" · "}
                  <Person name={entry.targetName} address={entry.target} />
                </>
              )}
            </>
          ),
        },
        { label: "From", cell: (entry) => entry.address },
      ]}
    />
  );
}

/** A person by their name, their address under it; what the log keeps, when it names no account. */
function Person({ name, address }: { name?: string; address: string }) {
  if (!name) return <>{address}</>;
  return (
    <>
      {name}
      <span className="admin-person-email admin-log-address">{address}</span>
    </>
  );
}
