import "#app/admin/content.css";
// The direct kinds' screens: the current photo, the row's Move buttons, a link drawn as a button.
import "#app/admin/records.css";
import "#app/admin/media.css";
import { redirect } from "react-router";
import { ContentListScreen } from "#app/admin/components/content-list-screen.tsx";
import { moveForm } from "#app/admin/lib/admin-forms.ts";
import { albumUploads, deleteAlbumUpload } from "#app/admin/lib/album-uploads.server.ts";
import { listContent } from "#app/admin/lib/content-edits.server.ts";
import { kindFromParams } from "#app/admin/lib/content-kind.server.ts";
import { contentListView, withConsentWords, withOptionLabels } from "#app/admin/lib/content-list-view.ts";
import { moveItem } from "#app/admin/lib/move-action.server.ts";
import { byIntent, unknownForm } from "#app/admin/lib/read-form.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { singleId } from "#domain/editing/editable-kinds";
import { listQuerySchema } from "#domain/editing/editing-records";
import type { Route } from "./+types/content-list";

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: `${data?.plural ?? "Content"} · School admin` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = kindFromParams(params.kind);
  if (kind.single) throw redirect(`/admin/content/${kind.name}/${singleId}`);
  const { caller, school, timeZone } = await schoolPage(request, context, "admin.enter");
  const search = new URL(request.url).searchParams;
  const parsed = listQuerySchema.safeParse(Object.fromEntries(search));
  const query = parsed.success ? parsed.data : {};
  const page = withOptionLabels(kind, withConsentWords(kind, await listContent(caller, kind.name, query)));
  const [added, trashed] = [search.has("added"), search.get("trashed")];
  // The albums' storage and uploads in no album (decision 0101).
  const uploads = await albumUploads(caller, kind, school.role);
  return { ...contentListView(kind, query, school.role), added, query, page, timeZone, trashed, uploads };
}

/**
 * In a list ordered by hand (the direct workflow's faculty), Move up and Move down. "New" is a
 * link to an empty form: the item is made by its first save (decision 0098).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const kind = kindFromParams(params.kind);
  const { caller } = await schoolPage(request, context, "content.draft");
  const form = await request.formData();
  // The albums' list: an upload in no album deleted.
  if (form.get("intent") === "delete") return deleteAlbumUpload(caller, form);
  const move = (values: Parameters<typeof moveItem>[2]) => moveItem(caller, kind.name, values);
  return byIntent(form, moveForm, { move }, async () => ({ message: unknownForm }));
}

export default function ContentList({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentListScreen view={loaderData} answer={actionData} />;
}
