import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Field, FormMessage } from "#app/admin/components/field.tsx";
import { StorageUsage } from "#app/admin/components/storage-usage.tsx";
import { UnusedUploads } from "#app/admin/components/unused-uploads.tsx";
import {
  addAlbum,
  deleteUnusedUpload,
  getAlbums,
  getUnusedUploads,
  getUsage,
} from "#app/admin/lib/media-api.server.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { galleryCategories } from "#domain/kinds/galleries";
import { albumCategoryLabels } from "#domain/media-records";
import { can } from "#domain/roles";
import "#app/admin/media.css";
import type { Route } from "./+types/albums";

export function meta() {
  return [{ title: "Albums · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school } = await schoolPage(request, context, "content.draft");
  const [albums, usage, unused] = await Promise.all([
    getAlbums(caller, school.code),
    getUsage(caller, school.code),
    getUnusedUploads(caller, school.code),
  ]);
  return { albums, usage, unused, canDelete: can(school.role, "content.delete") };
}

type ActionResult = {
  intent: "create" | "delete";
  message?: string;
  notice?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const answer = (result: ActionResult, status = 200) => data(result, { status });
  const { caller, school } = await schoolPage(request, context, "content.draft");
  const form = await request.formData();
  if (form.get("intent") === "delete") {
    const name = String(form.get("name") ?? "The file");
    const result = await deleteUnusedUpload(caller, school.code, String(form.get("path") ?? ""));
    if (!result.ok) return answer({ intent: "delete", message: result.refusal.message }, 400);
    return answer({ intent: "delete", notice: `${name} is deleted.` });
  }
  const values = {
    title: String(form.get("title") ?? ""),
    date: String(form.get("date") ?? ""),
    category: String(form.get("category") ?? ""),
    description: String(form.get("description") ?? ""),
  };
  const result = await addAlbum(caller, school.code, values);
  if (!result.ok) return answer({ intent: "create", ...result.refusal, values }, 400);
  return redirect(`/admin/albums/${encodeURIComponent(result.value.id)}`);
}

export default function Albums({ loaderData, actionData }: Route.ComponentProps) {
  const { albums, usage, unused, canDelete } = loaderData;
  const busy = useNavigation().state === "submitting";
  const created = actionData?.intent === "create" ? actionData : undefined;
  const deleted = actionData?.intent === "delete" ? actionData : undefined;
  const fields = created?.fields ?? {};
  return (
    <>
      <h1>Albums</h1>
      <StorageUsage usage={usage} />
      {albums.length === 0 ? (
        <p>No albums yet.</p>
      ) : (
        <ul className="admin-list">
          {albums.map((album) => (
            <li key={album.id}>
              <Link to={`/admin/albums/${encodeURIComponent(album.id)}`}>{album.title}</Link>
              <span>
                {album.date} · {albumCategoryLabels[album.category]} · {album.photoCount}{" "}
                {album.photoCount === 1 ? "photo" : "photos"} · {album.publishedAt ? "Published" : "Not published yet"}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h2>New album</h2>
      <FormMessage message={created?.message} />
      <Form method="post" className="admin-form admin-narrow-form">
        <Field name="title" label="Title" required defaultValue={created?.values?.title} error={fields.title} />
        <Field
          name="date"
          label="Date of the event"
          type="date"
          required
          defaultValue={created?.values?.date}
          error={fields.date}
        />
        <div className="admin-field">
          <label htmlFor="field-category">Category</label>
          <select id="field-category" name="category" defaultValue={created?.values?.category ?? galleryCategories[0]}>
            {galleryCategories.map((category) => (
              <option key={category} value={category}>
                {albumCategoryLabels[category]}
              </option>
            ))}
          </select>
          {fields.category && <p className="admin-error">{fields.category}</p>}
        </div>
        <div className="admin-field">
          <label htmlFor="field-description">Description</label>
          <textarea id="field-description" name="description" rows={3} defaultValue={created?.values?.description} />
        </div>
        <p>
          <button type="submit" className="admin-button" disabled={busy}>
            Create album
          </button>
        </p>
      </Form>
      <h2>Uploads in no album</h2>
      <p className="admin-hint">
        Photos taken out of every album, and PDFs no page links to. Deleting one frees its space.
      </p>
      <FormMessage message={deleted?.message} />
      <FormMessage message={deleted?.notice} kind="success" />
      <UnusedUploads files={unused} canDelete={canDelete} busy={busy} />
    </>
  );
}
