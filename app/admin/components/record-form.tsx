import { type ReactNode, useRef } from "react";
import { Form, Link } from "react-router";
import { FormMessage } from "#app/admin/components/field";
import { cancelHref } from "#app/admin/lib/edit-target";
import { useFocusOnArrival } from "#app/admin/lib/use-focus-on-arrival";

/**
 * The add and edit forms of the records lists (toppers, faculty, videos): a plain post to the
 * page's own action, so it works without JavaScript. `editing` is the record's id: the form
 * then says intent "edit", is named by the edit view's heading, saves "the changes" and has a
 * Cancel link back to the list; otherwise it is named by the add heading and says `addLabel`.
 */
export function RecordForm({
  editing,
  addLabel,
  busy,
  multipart = false,
  resetKey,
  children,
}: {
  editing?: string;
  addLabel: string;
  busy: boolean;
  multipart?: boolean;
  /** Changes after a successful add, so the emptied form replaces the filled one. */
  resetKey?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      className="admin-form"
      aria-labelledby={editing === undefined ? "add-heading" : "edit-heading"}
      noValidate
      key={resetKey}
    >
      <input type="hidden" name="intent" value={editing === undefined ? "add" : "edit"} />
      {editing !== undefined && <input type="hidden" name="id" value={editing} />}
      {children}
      <div className="admin-records-actions">
        <button type="submit" className="admin-button" disabled={busy}>
          {editing === undefined ? addLabel : "Save the changes"}
        </button>
        {editing !== undefined && (
          <Link to={cancelHref(editing)} className="admin-button admin-button-secondary">
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}

/**
 * The `?edit=ID` view's heading and message. Opened from a row's Edit link, the focus moves to
 * the heading, so a screen reader says which record is being edited.
 */
export function EditSection({
  id,
  title,
  message,
  children,
}: {
  id: string;
  title: string;
  message?: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading, true, id);
  return (
    <section aria-labelledby="edit-heading">
      <h2 id="edit-heading" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <FormMessage message={message} />
      {children}
    </section>
  );
}
