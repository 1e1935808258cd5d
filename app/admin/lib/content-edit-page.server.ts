import type { RouterContextProvider } from "react-router";
import { type EditableKind, singleId } from "#domain/editing/editable-kinds";
import type { ItemRecord } from "#domain/editing/editing-records";
import { schoolToday } from "#domain/school-date";
import { albumPhotos } from "./album-photos.server";
import { getItemAlert, kindAlerts } from "./alerts.server";
import { getItem } from "./content-edits.server";
import { kindFromParams } from "./content-kind.server";
import { newItemId } from "./direct-form";
import { schoolPage } from "./school-scope.server";
import { loaded } from "./staff.server";

/** What an item's edit screen shows: the item (or a "New" form), the person's role, and its panels. */
export async function editPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { kind?: string; id?: string },
) {
  const kind = kindFromParams(params.kind);
  const { caller, school, scope, timeZone } = await schoolPage(request, context, "admin.enter");
  // "New" opens an empty form; the item is made by its first save (decision 0090 for the direct
  // kinds, 0098 for the reviewed ones), so a form nobody typed into leaves no trace.
  const isNew = params.id === newItemId && !kind.single && !kind.fixedIds;
  const item = isNew
    ? newItem(kind, kind.defaults?.(schoolToday(timeZone)) ?? {})
    : await getItem(caller, kind.name, kind.single ? singleId : (params.id ?? ""));
  // The disclosure's screen (issue 25) carries its health panel above the form.
  const health = kind.name === "disclosure" ? await loaded(request, () => caller.ops.disclosureHealth()) : null;
  // Parents' alerts (issue 27): only for the kinds that send them.
  const alert = kindAlerts(kind.name) && !isNew ? await getItemAlert(caller, kind.name, item.id) : undefined;
  // An album's photos with their words (decision 0101).
  const photos = await albumPhotos(caller, kind, school.role, item.data);
  return {
    kindName: kind.name,
    item,
    role: school.role,
    userId: scope.me.user.id,
    school: school.code,
    timeZone,
    health,
    alert,
    photos,
    // Save draft on a "New" form opens the item it made (first-save.server.ts).
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

export type EditPage = Awaited<ReturnType<typeof editPage>>;

/** A "New" form: the item is made when it is first saved. */
function newItem(kind: EditableKind, defaults: Readonly<Record<string, string | undefined>>): ItemRecord {
  return {
    id: newItemId,
    title: `New ${kind.singular}`,
    status: "draft",
    hasChanges: false,
    date: null,
    publishAt: null,
    unpublishAt: null,
    updatedAt: "",
    updatedBy: "",
    authorId: null,
    kind: kind.name,
    data: { ...defaults },
    live: false,
    reviewComment: null,
    fields: {},
    problems: [],
    revisions: 0,
  };
}
