import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { DisclosureHealth } from "#app/admin/components/disclosure-health.tsx";
import { EditSummary, type LiveProblems } from "#app/admin/components/edit-summary.tsx";
import { FormMessage } from "#app/admin/components/field.tsx";
import { ItemActions } from "#app/admin/components/item-actions.tsx";
import { ItemAlertNote } from "#app/admin/components/item-alert-note.tsx";
import { ItemForm } from "#app/admin/components/item-form.tsx";
import { PhotosWidgetContext } from "#app/admin/components/photos-field.tsx";
import { ScheduleFields } from "#app/admin/components/schedule-fields.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import type { EditAnswer } from "#app/admin/lib/content-actions.server.ts";
import type { EditPage } from "#app/admin/lib/content-edit-page.server.ts";
import { newItemId } from "#app/admin/lib/direct-form.ts";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import { useAutosave } from "#app/admin/lib/use-autosave.ts";
import { useShownValues } from "#app/admin/lib/use-shown-values.ts";
import { editableKind } from "#domain/editing/editable-kinds";
import { can } from "#domain/roles";

/** Its fields, where it stands, and the steps the person's role allows. */
export function ReviewedEdit({ loaderData, actionData }: { loaderData: EditPage; actionData?: EditAnswer }) {
  const { kindName, item, role, userId, school, timeZone, health, alert, saved, photos } = loaderData;
  const kind = editableKind(kindName);
  const form = useRef<HTMLFormElement>(null);
  const [restored, setRestored] = useState<Record<string, string> | undefined>(undefined);
  // What the editors find now, so the refusal box drops a finding once it is fixed (issue 23).
  const [live, setLive] = useState<LiveProblems>({});
  const fieldNames = useRef((kind?.fields ?? []).map((field) => field.name)).current;
  const autosave = useAutosave(form, `school-admin:${school}:${kindName}:${item.id}`, fieldNames);
  const busy = useNavigation().state === "submitting";
  const shown = useShownValues(form, item.data, fieldNames);
  const isNew = item.id === newItemId;
  const navigate = useNavigate();
  const { createdId } = autosave;
  useEffect(() => {
    if (!isNew || !createdId) return;
    navigate(`/admin/content/${kindName}/${encodeURIComponent(createdId)}`, {
      replace: true,
      preventScrollReset: true,
      state: { keepForm: true },
    });
  }, [isNew, createdId, kindName, navigate]);
  if (!kind) return null;
  // An autosave does not read the page again: its answer says where the item stands now, until a
  // button's answer (newer) brings the whole item.
  const standing =
    autosave.standing && autosave.savedAt && autosave.savedAt > item.updatedAt
      ? autosave.standing
      : { title: item.title, status: item.status, hasChanges: item.hasChanges };

  const mayPublish = can(role, "content.publish");
  const mayChange =
    can(role, "content.edit") ||
    (isNew && can(role, "content.draft")) ||
    (can(role, "content.draft") && item.authorId === userId && !item.live && item.status !== "in review");
  const inReview = item.status === "in review";
  const refusal = actionData?.refusal;
  const values = restored ?? shown.values;
  const listHref = kind.single ? "/admin/content" : `/admin/content/${kind.name}`;
  return (
    <>
      <p className="admin-breadcrumb">
        <Link to={listHref}>{kind.single ? "Content" : kind.plural}</Link>
      </p>
      <h1>{standing.title}</h1>
      <p>
        {isNew ? (
          <span className="admin-status admin-status-draft">Not saved yet</span>
        ) : (
          <StatusBadge status={standing.status} hasChanges={standing.hasChanges} />
        )}
        {item.publishAt && <> · goes live {formatInstant(item.publishAt, timeZone)}</>}
        {item.unpublishAt && <> · comes down {formatInstant(item.unpublishAt, timeZone)}</>}
      </p>
      <ItemAlertNote alert={alert} timeZone={timeZone} />
      {item.reviewComment && item.status !== "in review" && (
        <div className="admin-alert" role="note">
          <p>Sent back by an editor: {item.reviewComment}</p>
        </div>
      )}
      {health && <DisclosureHealth health={health} />}
      {refusal && <EditSummary kind={kind} refusal={refusal} live={live} />}
      <FormMessage
        kind="success"
        message={actionData?.notice ?? (saved && !actionData ? "Draft saved. It is not on the site yet." : undefined)}
      />
      {autosave.pending && !restored && (
        <div className="admin-notice" role="alert">
          <p>
            Changes typed here on {formatInstant(autosave.pending.at, timeZone)} were not saved. Use them, or keep what
            is saved?
          </p>
          <p className="admin-actions">
            <button
              type="button"
              className="admin-button admin-button-small"
              onClick={() => {
                setRestored(autosave.pending?.values);
                autosave.settle(true);
              }}
            >
              Use the unsaved changes
            </button>
            <button
              type="button"
              className="admin-button admin-button-small admin-button-secondary"
              onClick={() => autosave.settle()}
            >
              Keep what is saved
            </button>
          </p>
        </div>
      )}
      <ItemForm
        formRef={form}
        // An album's form is not drawn anew with each answer: its uploads carry on, and its photos
        // widget takes the saved photos in (photos-field.tsx).
        formKey={`${photos ? "album" : shown.form}-${restored ? "restored" : "saved"}`}
        kind={kind}
        values={values}
        errors={refusal?.fields}
        title={item.title}
        school={school}
        disabled={!mayChange && !mayPublish}
        setLive={setLive}
        wrap={(fields) => (
          <PhotosWidgetContext value={photos && { records: photos, canRecordConsent: mayPublish, answer: actionData }}>
            {fields}
          </PhotosWidgetContext>
        )}
      >
        <p className="admin-hint" role="status">
          {autosave.failure
            ? autosave.failure
            : autosave.saving
              ? "Saving…"
              : autosave.savedAt
                ? `Draft saved at ${formatInstant(autosave.savedAt, timeZone)}.`
                : isNew
                  ? "The draft is kept once you type: it saves by itself every few seconds. Publish comes after."
                  : mayChange
                    ? "Drafts save by themselves every few seconds."
                    : ""}
        </p>
        <p className="admin-actions">
          {mayChange && (
            <button
              type="submit"
              name="intent"
              value="save"
              className="admin-button admin-button-secondary"
              disabled={busy}
            >
              Save draft
            </button>
          )}
          {mayPublish && !isNew && (
            <button type="submit" name="intent" value="publish" className="admin-button" disabled={busy}>
              {inReview ? "Approve and publish" : "Publish"}
            </button>
          )}
          {!mayPublish && can(role, "content.submit") && mayChange && !isNew && (
            <button type="submit" name="intent" value="submit" className="admin-button" disabled={busy}>
              Send for review
            </button>
          )}
        </p>
        {mayPublish && !isNew && (
          <ScheduleFields kind={kind} item={item} timeZone={timeZone} errors={refusal?.fields ?? {}} busy={busy} />
        )}
      </ItemForm>
      {!isNew && <ItemActions kind={kind} item={item} role={role} busy={busy} />}
    </>
  );
}
