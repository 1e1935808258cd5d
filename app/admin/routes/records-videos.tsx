import { data, Link, redirect, useNavigation } from "react-router";
import { FormMessage } from "#app/admin/components/field";
import { EditSection } from "#app/admin/components/record-form";
import { RecordList } from "#app/admin/components/record-list";
import { VideoForm, type VideoValues } from "#app/admin/components/video-form";
import type { RecordsActionResult } from "#app/admin/lib/consent-action.server";
import { editTarget, savedLocation } from "#app/admin/lib/edit-target";
import { addVideo, editVideo, getVideos, removeVideo } from "#app/admin/lib/records-api.server";
import { schoolPage } from "#app/admin/lib/school-scope.server";
import { can } from "#domain/roles";
import "#app/admin/records.css";
import type { Route } from "./+types/records-videos";

export function meta({ loaderData }: Route.MetaArgs) {
  const editing = loaderData?.editing;
  const title = editing ? `Edit ${editing.title} · Videos` : "Videos";
  return [{ title: `${title} · School admin` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school } = await schoolPage(request, context, "admin.enter");
  const videos = await getVideos(caller, school.code);
  const canChange = can(school.role, "content.publish");
  return { videos, canChange, ...editTarget(request.url, videos, canChange) };
}

type ActionResult = RecordsActionResult & { id?: string; values?: VideoValues };

export async function action({ request, context }: Route.ActionArgs) {
  const { caller, school } = await schoolPage(request, context, "content.publish");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const answer = (result: ActionResult, status = 200) => data(result, { status });
  if (intent === "add" || intent === "edit") {
    const values = {
      url: String(form.get("url") ?? ""),
      title: String(form.get("title") ?? ""),
      date: String(form.get("date") ?? ""),
    };
    const result =
      intent === "add" ? await addVideo(caller, school.code, values) : await editVideo(caller, school.code, id, values);
    if (!result.ok)
      return answer({ intent, id, message: result.refusal.message, fields: result.refusal.fields, values }, 400);
    if (intent === "edit") throw redirect(savedLocation("/admin/records/videos", id));
    return answer({ intent, notice: `"${values.title}" is in the video gallery.` });
  }
  if (intent === "remove") {
    const result = await removeVideo(caller, school.code, id);
    if (!result.ok) return answer({ intent, message: result.refusal.message }, 400);
    return answer({ intent, notice: `"${String(form.get("who") ?? "")}" is removed from the video gallery.` });
  }
  return answer({ intent, message: "That form is not one this page knows." }, 400);
}

/** The video gallery's videos, newest first: a YouTube address, a title and a date each; a form to add or edit one. */
export default function Videos({ loaderData, actionData }: Route.ComponentProps) {
  const { videos, canChange, editing, gone, saved, returnTo } = loaderData;
  const busy = useNavigation().state === "submitting";
  const added = actionData?.intent === "add" ? actionData : undefined;
  const breadcrumb = (
    <p>
      <Link to="/admin/records">Records</Link>
    </p>
  );
  if (editing) {
    const failed = actionData?.intent === "edit" && actionData.id === editing._id ? actionData : undefined;
    const stored = { url: editing.videoUrl, title: editing.title, date: editing.date };
    return (
      <>
        {breadcrumb}
        <h1>Videos</h1>
        <EditSection id={editing._id} title={`Edit "${editing.title}"`} message={failed?.message}>
          <VideoForm
            fields={failed?.fields ?? {}}
            values={failed?.values ?? stored}
            busy={busy}
            editing={editing._id}
          />
        </EditSection>
      </>
    );
  }
  return (
    <>
      {breadcrumb}
      <h1>Videos</h1>
      {!added && (
        <>
          <FormMessage
            message={actionData?.message ?? (gone ? "That video is not in the gallery any more." : undefined)}
          />
          <FormMessage
            message={actionData?.notice ?? (saved ? `The changes to "${saved.title}" are saved.` : undefined)}
            kind="success"
          />
        </>
      )}
      {videos.length === 0 ? (
        <p role="status">No videos yet.</p>
      ) : (
        <RecordList
          items={videos}
          nameOf={(video) => video.title}
          canChange={canChange}
          busy={busy}
          returnTo={returnTo}
        >
          {(video) => (
            <>
              <strong>{video.title}</strong> · {video.date} ·{" "}
              <a href={video.videoUrl} target="_blank" rel="noreferrer">
                Watch<span className="visually-hidden"> {video.title}</span> (opens YouTube)
              </a>
            </>
          )}
        </RecordList>
      )}
      {canChange && (
        <>
          <h2 id="add-heading">Add a video</h2>
          <FormMessage message={added?.message} />
          <FormMessage message={added?.notice} kind="success" />
          <VideoForm fields={added?.fields ?? {}} values={added?.values} busy={busy} resetKey={added?.notice} />
        </>
      )}
    </>
  );
}
