import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { Field, FormMessage } from "#app/admin/components/field.tsx";
import { PhotoBatch } from "#app/admin/components/photo-batch.tsx";
import { PhotoUploader } from "#app/admin/components/photo-uploader.tsx";
import { PublishAlbum } from "#app/admin/components/publish-album.tsx";
import { StorageUsage } from "#app/admin/components/storage-usage.tsx";
import { readPhotoForm } from "#app/admin/lib/album-form.ts";
import {
  getAlbum,
  getUsage,
  mediaPaths,
  type PublishOutcome,
  publish,
  updateAlbum,
} from "#app/admin/lib/media-api.server.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { clubFolders, clubLabels } from "#domain/clubs";
import { galleryCategories } from "#domain/kinds/galleries";
import { albumCategoryLabels } from "#domain/media-records";
import { can } from "#domain/roles";
import "#app/admin/media.css";
import type { Route } from "./+types/album";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.album.title ? `${loaderData.album.title} · Albums` : "Album";
  return [{ title: `${title} · School admin` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { caller, school } = await schoolPage(request, context, "content.draft");
  const [album, usage] = await Promise.all([getAlbum(caller, school.code, params.id), getUsage(caller, school.code)]);
  const uploadUrl = `${mediaPaths.photos(school.code)}?album=${encodeURIComponent(album.id)}`;
  return { album, usage, uploadUrl, canPublish: can(school.role, "content.publish") };
}

type ActionResult = {
  intent: string;
  message?: string;
  notice?: string;
  fields?: Record<string, string>;
  focus?: string;
  publish?: PublishOutcome;
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const { caller, school } = await schoolPage(request, context, "content.draft");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const answer = (result: ActionResult, status = 200) => data(result, { status });

  if (intent === "details") {
    const details = {
      title: String(form.get("title") ?? ""),
      date: String(form.get("date") ?? ""),
      category: String(form.get("category") ?? ""),
      club: String(form.get("club") ?? ""),
      description: String(form.get("description") ?? ""),
    };
    const result = await updateAlbum(caller, school.code, params.id, { details });
    if (!result.ok) {
      // The API names them inside the change ("details.title").
      const fields = Object.fromEntries(
        Object.entries(result.refusal.fields).map(([key, value]) => [key.replace(/^details\./, ""), value]),
      );
      return answer({ intent, message: result.refusal.message, fields }, 400);
    }
    return answer({ intent, notice: "The album's details are saved." });
  }
  if (intent === "publish") {
    const outcome = await publish(caller, school.code, params.id);
    return answer({ intent, publish: outcome }, outcome.ok ? 200 : 409);
  }
  const { change, notice, focus } = readPhotoForm(form);
  const result = await updateAlbum(caller, school.code, params.id, change);
  if (!result.ok) return answer({ intent: "photos", message: result.refusal.message }, 400);
  return answer({ intent: "photos", notice, focus });
}

export default function Album({ loaderData, actionData }: Route.ComponentProps) {
  const { album, usage, uploadUrl, canPublish } = loaderData;
  // Until the album is read again after a change: every photo button sends every field, and a form
  // still showing the old words would send them back.
  const busy = useNavigation().state !== "idle";
  const details = actionData?.intent === "details" ? actionData : undefined;
  const photos = actionData?.intent === "photos" ? actionData : undefined;
  const fields = details?.fields ?? {};
  // The describing sheet: opened from a tile, "Describe photos", or a photo a refused publish names.
  const [sheetAt, setSheetAt] = useState<number | null>(null);
  const placeOf = new Map(album.photos.map((photo, index) => [photo.path, index]));
  return (
    <>
      <p>
        <Link to="/admin/albums">All albums</Link>
      </p>
      <h1>{album.title}</h1>
      <StorageUsage usage={usage} />

      <h2>Add photos</h2>
      <PhotoUploader uploadUrl={uploadUrl} label={`Photos for ${album.title}`} />

      <h2>Photos ({album.photos.length})</h2>
      <FormMessage message={photos?.message} />
      <FormMessage message={photos?.notice} kind="success" />
      <PhotoBatch
        photos={album.photos}
        cover={album.cover}
        busy={busy}
        answer={photos}
        canRecordConsent={canPublish}
        sheetAt={sheetAt}
        onSheetAt={setSheetAt}
      />

      <PublishAlbum
        canPublish={canPublish}
        publishedAt={album.publishedAt}
        busy={busy}
        outcome={actionData?.publish}
        placeOf={placeOf}
        onDescribe={setSheetAt}
      />

      <h2>Details</h2>
      <FormMessage message={details?.message} />
      <FormMessage message={details?.notice} kind="success" />
      <Form method="post" className="admin-form admin-narrow-form">
        <input type="hidden" name="intent" value="details" />
        <Field name="title" label="Title" required defaultValue={album.title} error={fields.title} />
        <Field
          name="date"
          label="Date of the event"
          type="date"
          required
          defaultValue={album.date}
          error={fields.date}
        />
        <div className="admin-field">
          <label htmlFor="field-category">Category</label>
          <select id="field-category" name="category" defaultValue={album.category}>
            {galleryCategories.map((category) => (
              <option key={category} value={category}>
                {albumCategoryLabels[category]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="field-club">Club page</label>
          <select
            id="field-club"
            name="club"
            defaultValue={album.club ?? ""}
            aria-describedby={fields.club ? "field-club-hint field-club-error" : "field-club-hint"}
            aria-invalid={fields.club ? true : undefined}
          >
            <option value="">None</option>
            {clubFolders.map((club) => (
              <option key={club} value={club}>
                {clubLabels[club]}
              </option>
            ))}
          </select>
          <p id="field-club-hint" className="admin-hint">
            Once published, the album's photos show on this club's page too, in place of its built-in photos.
          </p>
          {fields.club && (
            <p className="admin-error" id="field-club-error">
              {fields.club}
            </p>
          )}
        </div>
        <div className="admin-field">
          <label htmlFor="field-description">Description</label>
          <textarea id="field-description" name="description" rows={3} defaultValue={album.description} />
        </div>
        <p>
          <button type="submit" className="admin-button" disabled={busy}>
            Save details
          </button>
        </p>
      </Form>
    </>
  );
}
