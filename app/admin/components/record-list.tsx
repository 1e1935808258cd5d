import { type LiHTMLAttributes, type ReactNode, useRef } from "react";
import { Form, Link } from "react-router";
import { editHref } from "#app/admin/lib/edit-target";
import { useFocusOnArrival } from "#app/admin/lib/use-focus-on-arrival";

/**
 * A record's Edit link and Remove button, the same on every records list (toppers' table,
 * faculty, videos). Edit opens the list's `?edit=ID` view; Remove posts intent "remove" with
 * the id and the name the notice uses. Each names its record for a screen reader ("Edit Asha
 * Verma"), since every row has the same two. `returning`: the record just saved or left, whose
 * Edit link gets the focus back.
 */
export function RecordActions({
  id,
  name,
  busy,
  returning = false,
}: {
  id: string;
  name: string;
  busy: boolean;
  returning?: boolean;
}) {
  const edit = useRef<HTMLAnchorElement>(null);
  useFocusOnArrival(edit, returning, id);
  return (
    <>
      <Link ref={edit} to={editHref(id)} className="admin-button admin-button-small admin-button-secondary">
        Edit<span className="visually-hidden"> {name}</span>
      </Link>
      <Form method="post">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="who" value={name} />
        <button type="submit" className="admin-button admin-button-small admin-button-danger" disabled={busy}>
          Remove<span className="visually-hidden"> {name}</span>
        </button>
      </Form>
    </>
  );
}

type Identified = { _id: string };

/**
 * The faculty and video lists: one row per record, what it shows on the left and, for someone
 * who may change it, its actions (the screen's own first, like Move up, then Edit and Remove).
 */
export function RecordList<T extends Identified>({
  items,
  nameOf,
  children,
  actions,
  rowProps,
  ordered = false,
  canChange,
  busy,
  returnTo,
}: {
  items: readonly T[];
  /** The record's name in its buttons' names and notices. */
  nameOf: (item: T) => string;
  /** What the row shows. */
  children: (item: T, index: number) => ReactNode;
  /** Actions before Edit and Remove. */
  actions?: (item: T, index: number) => ReactNode;
  rowProps?: (item: T) => LiHTMLAttributes<HTMLLIElement>;
  /** An ordered list: the order is the site's (faculty). */
  ordered?: boolean;
  canChange: boolean;
  busy: boolean;
  returnTo?: string | null;
}) {
  const rows = items.map((item, index) => (
    <li key={item._id} {...rowProps?.(item)}>
      <span>{children(item, index)}</span>
      {canChange && (
        <div className="admin-records-actions">
          {actions?.(item, index)}
          <RecordActions id={item._id} name={nameOf(item)} busy={busy} returning={returnTo === item._id} />
        </div>
      )}
    </li>
  ));
  return ordered ? <ol className="admin-list">{rows}</ol> : <ul className="admin-list">{rows}</ul>;
}
