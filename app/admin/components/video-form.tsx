import { Field } from "#app/admin/components/field";
import { RecordForm } from "./record-form";

export type VideoValues = { url?: string; title?: string; date?: string };

/** The form that adds a video from a pasted YouTube address, or edits one (the address checked again). */
export function VideoForm({
  fields,
  values,
  busy,
  resetKey,
  editing,
}: {
  fields: Record<string, string>;
  values?: VideoValues;
  busy: boolean;
  resetKey?: string;
  /** The id of the video being edited. */
  editing?: string;
}) {
  return (
    <RecordForm editing={editing} addLabel="Add the video" busy={busy} resetKey={resetKey}>
      <Field
        name="url"
        label="YouTube address"
        type="url"
        autoComplete="off"
        required
        defaultValue={values?.url}
        error={fields.url}
        hint="Paste it from YouTube's Share button or the address bar."
      />
      <Field name="title" label="Title" autoComplete="off" required defaultValue={values?.title} error={fields.title} />
      <Field name="date" label="Date" type="date" required defaultValue={values?.date} error={fields.date} />
    </RecordForm>
  );
}
