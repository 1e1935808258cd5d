import { Form } from "react-router";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import { editableKind } from "#domain/editing/editable-kinds";
import type { TrashItem } from "#domain/editing/editing-records";
import { trashDays } from "#domain/editing/entry-status";

const keptUntil = (deletedAt: string) => new Date(Date.parse(deletedAt) + trashDays * 24 * 60 * 60 * 1000);

/** What was deleted, each with when, by whom, until when it is kept, and its Restore button. */
export function TrashList({ items, timeZone, busy }: { items: TrashItem[]; timeZone: string; busy: boolean }) {
  if (items.length === 0) return <p>The trash is empty.</p>;
  return (
    <ul className="admin-list">
      {items.map((item) => (
        <li key={`${item.kind}/${item.id}`}>
          <Form method="post" className="admin-inline-form">
            <input type="hidden" name="kind" value={item.kind} />
            <input type="hidden" name="id" value={item.id} />
            <span>
              <strong>{item.title}</strong>{" "}
              <span className="admin-kind">{editableKind(item.kind)?.singular ?? item.kind}</span>
              <span className="admin-hint">
                {" "}
                Deleted {formatInstant(item.deletedAt, timeZone)} by {item.updatedBy}; kept until{" "}
                {formatInstant(keptUntil(item.deletedAt), timeZone)}.
              </span>
            </span>
            <button type="submit" className="admin-button admin-button-small admin-button-secondary" disabled={busy}>
              Restore<span className="visually-hidden"> {item.title}</span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
