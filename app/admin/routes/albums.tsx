import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Field, FormMessage } from "#app/admin/components/field";
import { StorageUsage } from "#app/admin/components/storage-usage";
import { addAlbum, getAlbums, getUsage } from "#app/admin/lib/media-api.server";
import { schoolPage } from "#app/admin/lib/school-scope.server";
import { galleryCategories } from "#domain/content-schema";
import { albumCategoryLabels } from "#domain/media-records";
import "#app/admin/media.css";
import type { Route } from "./+types/albums";

export function meta() {
  return [{ title: "Albums · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school } = await schoolPage(request, context, "content.draft");
  const [albums, usage] = await Promise.all([getAlbums(caller, school.code), getUsage(caller, school.code)]);
  return { albums, usage };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { caller, school } = await schoolPage(request, context, "content.draft");
  const form = await request.formData();
  const values = {
    title: String(form.get("title") ?? ""),
    date: String(form.get("date") ?? ""),
    category: String(form.get("category") ?? ""),
    description: String(form.get("description") ?? ""),
  };
  const result = await addAlbum(caller, school.code, values);
  if (!result.ok) return data({ ...result.refusal, values }, 400);
  return redirect(`/admin/albums/${encodeURIComponent(result.value.id)}`);
}

export default function Albums({ loaderData, actionData }: Route.ComponentProps) {
  const { albums, usage } = loaderData;
  const busy = useNavigation().state === "submitting";
  const fields = actionData?.fields ?? {};
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
      <FormMessage message={actionData?.message} />
      <Form method="post" className="admin-form admin-narrow-form">
        <Field name="title" label="Title" required defaultValue={actionData?.values.title} error={fields.title} />
        <Field
          name="date"
          label="Date of the event"
          type="date"
          required
          defaultValue={actionData?.values.date}
          error={fields.date}
        />
        <div className="admin-field">
          <label htmlFor="field-category">Category</label>
          <select
            id="field-category"
            name="category"
            defaultValue={actionData?.values.category ?? galleryCategories[0]}
          >
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
          <textarea id="field-description" name="description" rows={3} defaultValue={actionData?.values.description} />
        </div>
        <p>
          <button type="submit" className="admin-button" disabled={busy}>
            Create album
          </button>
        </p>
      </Form>
    </>
  );
}
