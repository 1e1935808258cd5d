import { data } from "react-router";
import { type EditableKind, editableKind } from "#domain/editing/editable-kinds";

/** The editable kind a URL names, or a 404 the error boundary shows. */
export function kindFromParams(name: string | undefined): EditableKind {
  const kind = editableKind(name ?? "");
  if (!kind) throw data("There is no such kind of content.", { status: 404 });
  return kind;
}
