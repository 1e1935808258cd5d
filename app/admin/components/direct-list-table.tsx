import { useEffect, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import type { ItemSummary } from "#domain/editing/editing-records";

/**
 * A direct kind's items (decision 0090), in the site's order: the title linking to its edit
 * screen, the kind's columns (a topper's class, marks, session and consent), and for a list
 * ordered by hand Move up and Move down, each a small form, so it works without JavaScript; with
 * a mouse or touch a row can also be dragged onto another's place. Both end in the same post.
 */
export function DirectListTable({
  kind,
  plural,
  items,
  columns,
  movable,
  busy,
  timeZone,
  onFirstPage,
  onLastPage,
  moved,
}: {
  kind: string;
  plural: string;
  items: readonly ItemSummary[];
  columns: readonly { name: string; label: string }[];
  /** Whether Move up / Move down are shown: a list ordered by hand, unfiltered, for someone who may change it. */
  movable: boolean;
  busy: boolean;
  timeZone: string;
  onFirstPage: boolean;
  onLastPage: boolean;
  /** The item just moved, and which way: its button keeps the focus, so a keyboard can go on moving it. */
  moved?: { id: string; direction: "up" | "down" };
}) {
  const submit = useSubmit();
  const [dragged, setDragged] = useState<string | null>(null);
  const drop = (place: number) => {
    if (!dragged || items[place - 1]?.id === dragged) return;
    setDragged(null);
    submit({ intent: "move", id: dragged, to: String(place) }, { method: "post" });
  };
  const order = items.map((item) => item.id).join(",");
  useEffect(() => {
    if (!moved || !order) return;
    // Run again once the list arrives in its new order: React moves the row, which takes the focus off its
    // button. Give it back (or to the other button, when the row reached an end and this one is disabled).
    const other = moved.direction === "up" ? "down" : "up";
    const button = document.getElementById(`move-${moved.direction}-${moved.id}`) as HTMLButtonElement | null;
    const target = button && !button.disabled ? button : document.getElementById(`move-${other}-${moved.id}`);
    target?.focus();
  }, [moved, order]);
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{plural}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          {columns.map((column) => (
            <th scope="col" key={column.name}>
              {column.label}
            </th>
          ))}
          <th scope="col">Changed</th>
          {movable && (
            <th scope="col">
              <span className="visually-hidden">Move</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr
            key={item.id}
            draggable={movable}
            className={dragged === item.id ? "admin-dragging" : undefined}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              setDragged(item.id);
            }}
            onDragOver={(event) => {
              if (dragged) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              drop(index + 1);
            }}
            onDragEnd={() => setDragged(null)}
          >
            <td data-label="Name">
              <Link to={`/admin/content/${kind}/${item.id}`}>{item.title}</Link>
            </td>
            {columns.map((column) => (
              <td data-label={column.label} key={column.name}>
                <span>{item.columns?.[column.name] ?? ""}</span>
              </td>
            ))}
            <td data-label="Changed">
              <span>
                {item.updatedAt ? `${formatInstant(item.updatedAt, timeZone)} by ${item.updatedBy}` : "At import"}
              </span>
            </td>
            {movable && (
              <td data-label="Move">
                <div className="admin-records-actions">
                  {(["up", "down"] as const).map((direction) => (
                    <Form method="post" key={direction}>
                      <input type="hidden" name="id" value={item.id} />
                      <input type="hidden" name="direction" value={direction} />
                      <button
                        type="submit"
                        name="intent"
                        value="move"
                        id={`move-${direction}-${item.id}`}
                        className="admin-button admin-button-small admin-button-secondary"
                        disabled={
                          busy ||
                          (direction === "up" ? onFirstPage && index === 0 : onLastPage && index === items.length - 1)
                        }
                      >
                        Move {direction}
                        <span className="visually-hidden"> {item.title}</span>
                      </button>
                    </Form>
                  ))}
                </div>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
