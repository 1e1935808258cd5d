import { Form } from "react-router";
import { CardTable } from "#app/admin/components/card-table.tsx";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import type { RevisionRecord } from "#domain/editing/editing-records";

type RevisionSummary = Omit<RevisionRecord, "data">;

type Props = { revisions: RevisionSummary[]; older?: string; newer?: string; timeZone: string };

/** Every save of an item, newest first, with the two to compare chosen by a radio each. */
export function RevisionList({ revisions, older, newer, timeZone }: Props) {
  if (revisions.length < 2) {
    return <p>{revisions.length === 0 ? "No revisions yet: it has not been changed here." : "One revision so far."}</p>;
  }
  const pick = (name: "a" | "b", chosen: string | undefined, words: string) => (revision: RevisionSummary) => (
    <input
      type="radio"
      name={name}
      value={revision.id}
      defaultChecked={revision.id === chosen}
      aria-label={`${words} ${formatInstant(revision.at, timeZone)}`}
    />
  );
  return (
    <Form method="get" className="admin-form">
      <CardTable
        caption="Revisions, newest first"
        rows={revisions}
        rowKey={(revision) => revision.id}
        columns={[
          { label: "When", cell: (revision) => formatInstant(revision.at, timeZone) },
          { label: "Who and what", short: "Who", cell: (revision) => `${revision.actor}: ${revision.action}` },
          { label: "Older", cell: pick("a", older, "Compare from") },
          { label: "Newer", cell: pick("b", newer, "Compare to") },
        ]}
      />
      <button type="submit" className="admin-button admin-button-secondary">
        Compare
      </button>
    </Form>
  );
}
