import { Field } from "#app/admin/components/field.tsx";
import type { EditableKind } from "#domain/editing/editable-kinds";
import type { ItemRecord } from "#domain/editing/editing-records";
import { schoolTimeOf } from "#domain/school-date";

/**
 * When the draft goes live and when the item comes down, in the school's time. Kinds that
 * commonly expire (notifications, highlights) say "end date" first and keep it open.
 */
export function ScheduleFields({
  kind,
  item,
  timeZone,
  errors,
  busy,
}: {
  kind: EditableKind;
  item: ItemRecord;
  timeZone: string;
  errors: Readonly<Record<string, string>>;
  busy: boolean;
}) {
  const hint = `Times are the school's (${timeZone}). Leave a box empty for no schedule.`;
  return (
    <details className="admin-schedule" open={kind.expires || Boolean(item.publishAt || item.unpublishAt)}>
      <summary>{kind.expires ? "Schedule and end date" : "Schedule"}</summary>
      <p className="admin-hint">{hint}</p>
      <Field
        name="publishAt"
        label="Publish at"
        type="datetime-local"
        defaultValue={item.publishAt ? schoolTimeOf(item.publishAt, timeZone) : ""}
        error={errors.publishAt}
      />
      {!kind.single && (
        <Field
          name="unpublishAt"
          label={kind.expires ? "End date: take it down at" : "Take it down at"}
          type="datetime-local"
          defaultValue={item.unpublishAt ? schoolTimeOf(item.unpublishAt, timeZone) : ""}
          error={errors.unpublishAt}
        />
      )}
      <button
        type="submit"
        name="intent"
        value="schedule"
        className="admin-button admin-button-secondary"
        disabled={busy}
      >
        Save schedule
      </button>
    </details>
  );
}
