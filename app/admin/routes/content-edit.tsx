import "#app/admin/content.css";
// The direct kinds' screens: the current photo, the row's Move buttons, a link drawn as a button.
import "#app/admin/records.css";
import "#app/admin/media.css";
import { DirectEdit } from "#app/admin/components/direct-edit.tsx";
import { ReviewedEdit } from "#app/admin/components/reviewed-edit.tsx";
import { skipAfterAutosave } from "#app/admin/lib/autosave-revalidation.ts";
import { editPage } from "#app/admin/lib/content-edit-page.server.ts";
import { signedOutRefusal } from "#app/admin/lib/content-edits.server.ts";
import { itemFromParams } from "#app/admin/lib/content-kind.server.ts";
import { photosEditAction } from "#app/admin/lib/photos-action.server.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { editableKind } from "#domain/editing/editable-kinds";
import type { Route } from "./+types/content-edit";

export const shouldRevalidate = skipAfterAutosave;

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: `${data?.item.title ?? "Edit"} · School admin` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return editPage(request, context, params);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { kind, id } = itemFromParams(params);
  const form = await request.formData();
  // An ended session answers here, not by leaving the page: what was typed stays in the form.
  const page = await schoolPage(request, context, "content.draft").catch((thrown: unknown) => {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) return undefined;
    throw thrown;
  });
  if (!page) return { intent: String(form.get("intent") ?? "save"), refusal: signedOutRefusal };
  // An album's grid sends its photos' words with every button (photos-action.server.ts).
  return photosEditAction({ caller: page.caller, kind, id, form, timeZone: page.timeZone });
}

/** One item's edit screen: the direct workflow's Save, or the reviewed workflow's drafts and steps. */
export default function ContentEdit(props: Route.ComponentProps) {
  const { kindName, item, role, school } = props.loaderData;
  const kind = editableKind(kindName);
  // Each its own component (and key), so moving between kinds never mixes their hooks.
  if (kind?.workflow === "direct")
    return <DirectEdit key={kind.name} kind={kind} item={item} role={role} school={school} answer={props.actionData} />;
  return <ReviewedEdit key={kindName} {...props} />;
}
