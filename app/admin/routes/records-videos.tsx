import { data, Form, Link, useNavigation } from "react-router";
import { Field, FormMessage } from "#app/admin/components/field";
import type { RecordsActionResult } from "#app/admin/lib/consent-action.server";
import { addVideo, getVideos, removeVideo } from "#app/admin/lib/records-api.server";
import { schoolPage } from "#app/admin/lib/school-scope.server";
import { can } from "#domain/roles";
import "#app/admin/records.css";
import type { Route } from "./+types/records-videos";

export function meta() {
  return [{ title: "Videos · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school } = await schoolPage(request, context, "admin.enter");
  return { videos: await getVideos(caller, school.code), canChange: can(school.role, "content.publish") };
}

type ActionResult = RecordsActionResult & { values?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const { caller, school } = await schoolPage(request, context, "content.publish");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const answer = (result: ActionResult, status = 200) => data(result, { status });
  if (intent === "add") {
    const values = {
      url: String(form.get("url") ?? ""),
      title: String(form.get("title") ?? ""),
      date: String(form.get("date") ?? ""),
    };
    const result = await addVideo(caller, school.code, values);
    if (!result.ok)
      return answer({ intent, message: result.refusal.message, fields: result.refusal.fields, values }, 400);
    return answer({ intent, notice: `"${values.title}" is in the video gallery.` });
  }
  if (intent === "remove") {
    const result = await removeVideo(caller, school.code, String(form.get("id") ?? ""));
    if (!result.ok) return answer({ intent, message: result.refusal.message }, 400);
    return answer({ intent, notice: `"${String(form.get("who") ?? "")}" is removed from the video gallery.` });
  }
  return answer({ intent, message: "That form is not one this page knows." }, 400);
}

/** The video gallery's videos, newest first: a YouTube address, a title and a date each. */
export default function Videos({ loaderData, actionData }: Route.ComponentProps) {
  const { videos, canChange } = loaderData;
  const busy = useNavigation().state === "submitting";
  const added = actionData?.intent === "add" ? actionData : undefined;
  const fields = added?.fields ?? {};
  return (
    <>
      <p>
        <Link to="/admin/records">Records</Link>
      </p>
      <h1>Videos</h1>
      {!added && (
        <>
          <FormMessage message={actionData?.message} />
          <FormMessage message={actionData?.notice} kind="success" />
        </>
      )}
      {videos.length === 0 ? (
        <p role="status">No videos yet.</p>
      ) : (
        <ul className="admin-list">
          {videos.map((video) => (
            <li key={video._id}>
              <span>
                <strong>{video.title}</strong> · {video.date} ·{" "}
                <a href={video.videoUrl} target="_blank" rel="noreferrer">
                  Watch<span className="visually-hidden"> {video.title}</span> (opens YouTube)
                </a>
              </span>
              {canChange && (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={video._id} />
                  <input type="hidden" name="who" value={video.title} />
                  <button type="submit" className="admin-button admin-button-small admin-button-danger" disabled={busy}>
                    Remove<span className="visually-hidden"> {video.title}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {canChange && (
        <>
          <h2 id="add-heading">Add a video</h2>
          <FormMessage message={added?.message} />
          <FormMessage message={added?.notice} kind="success" />
          <Form method="post" className="admin-form" aria-labelledby="add-heading" noValidate key={added?.notice}>
            <input type="hidden" name="intent" value="add" />
            <Field
              name="url"
              label="YouTube address"
              type="url"
              autoComplete="off"
              required
              defaultValue={added?.values?.url}
              error={fields.url}
              hint="Paste it from YouTube's Share button or the address bar."
            />
            <Field
              name="title"
              label="Title"
              autoComplete="off"
              required
              defaultValue={added?.values?.title}
              error={fields.title}
            />
            <Field
              name="date"
              label="Date"
              type="date"
              required
              defaultValue={added?.values?.date}
              error={fields.date}
            />
            <button type="submit" className="admin-button" disabled={busy}>
              Add the video
            </button>
          </Form>
        </>
      )}
    </>
  );
}
