import { data } from "react-router";
import { type EditableKind, editableKind, singleId } from "#domain/editing/editable-kinds";

/** The editable kind a URL names, or a 404 the error boundary shows. */
export function kindFromParams(name: string | undefined): EditableKind {
  const kind = editableKind(name ?? "");
  if (!kind) throw data("There is no such kind of content.", { status: 404 });
  return kind;
}

/** The item a URL names: its kind, and its id (a single kind's one item has a fixed id). */
export function itemFromParams(params: { kind?: string; id?: string }): { kind: EditableKind; id: string } {
  const kind = kindFromParams(params.kind);
  return { kind, id: kind.single ? singleId : (params.id ?? "") };
}
