import { Form, Link } from "react-router";
import { TrashConfirm } from "#app/admin/components/confirm-form.tsx";
import { HistoryAndSiteLinks } from "#app/admin/components/item-links.tsx";
import { type EditableKind, isFixedKind } from "#domain/editing/editable-kinds";
import type { ItemRecord } from "#domain/editing/editing-records";
import { can, type Role } from "#domain/roles";

/** The item's other steps: preview, history, the live page, sending back, unpublishing and the trash. */
export function ItemActions({
  kind,
  item,
  role,
  busy,
}: {
  kind: EditableKind;
  item: ItemRecord;
  role: Role;
  busy: boolean;
}) {
  const base = `/admin/content/${kind.name}/${item.id}`;
  return (
    <>
      <ul className="admin-links">
        <li>
          <Link to={`${base}/preview`}>Preview</Link>
        </li>
        <HistoryAndSiteLinks base={base} kind={kind} item={item} />
      </ul>
      {item.status === "in review" && can(role, "content.edit") && (
        <Form method="post" className="admin-form admin-send-back">
          <div className="admin-field">
            <label htmlFor="send-back-comment">What needs changing</label>
            <textarea id="send-back-comment" name="comment" rows={3} required />
          </div>
          <button
            type="submit"
            name="intent"
            value="send-back"
            className="admin-button admin-button-secondary"
            disabled={busy}
          >
            Send back to the author
          </button>
        </Form>
      )}
      {item.live && !kind.single && can(role, "content.publish") && (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="unpublish"
            className="admin-button admin-button-secondary"
            disabled={busy}
          >
            Take off the site
          </button>
        </Form>
      )}
      {!isFixedKind(kind) && can(role, "content.delete") && <TrashConfirm busy={busy} />}
    </>
  );
}
