/**
 * The records lists' edit view lives in the list's own address (decision 0073), so it works
 * without JavaScript: `?edit=ID` shows that record's form, `?saved=ID` the list after a save,
 * `?from=ID` the list after Cancel. The last two give the focus back to the record's Edit link.
 */
export type EditTarget<T> = {
  /** The record whose form is shown; null shows the list. */
  editing: T | null;
  /** `?edit=` named a record the list does not have (removed meanwhile, or not this school's). */
  gone: boolean;
  /** The record just saved, for the notice. */
  saved: T | null;
  /** The record whose Edit link gets the focus back. */
  returnTo: string | null;
};

export function editTarget<T extends { _id: string }>(
  url: string,
  items: readonly T[],
  canChange: boolean,
): EditTarget<T> {
  const params = new URL(url).searchParams;
  const editId = canChange ? params.get("edit") : null;
  const editing = editId === null ? null : (items.find((item) => item._id === editId) ?? null);
  return {
    editing,
    gone: editId !== null && editing === null,
    saved: items.find((item) => item._id === params.get("saved")) ?? null,
    returnTo: params.get("saved") ?? params.get("from"),
  };
}

/**
 * Where a saved edit goes: the list (post, redirect, get), which then says what was saved. The
 * list's path is given, not taken from the action's request: a client-side post's is the route's
 * data address (`….data`), which no page answers.
 */
export function savedLocation(listPath: string, id: string): string {
  return `${listPath}?saved=${encodeURIComponent(id)}`;
}

/** The edit and cancel links of a record, relative to the list's own path. */
export const editHref = (id: string) => `?edit=${encodeURIComponent(id)}`;
export const cancelHref = (id: string) => `?from=${encodeURIComponent(id)}`;
