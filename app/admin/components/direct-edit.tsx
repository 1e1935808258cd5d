import { useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { TrashConfirm } from "#app/admin/components/confirm-form.tsx";
import { EditSummary, type LiveProblems } from "#app/admin/components/edit-summary.tsx";
import { FormMessage } from "#app/admin/components/field.tsx";
import { ItemForm } from "#app/admin/components/item-form.tsx";
import { HistoryAndSiteLinks } from "#app/admin/components/item-links.tsx";
import type { EditAnswer } from "#app/admin/lib/content-actions.server.ts";
import { newItemId } from "#app/admin/lib/direct-form.ts";
import { type EditableKind, isFixedKind } from "#domain/editing/editable-kinds";
import type { ItemRecord } from "#domain/editing/editing-records";
import { can, type Role } from "#domain/roles";

/**
 * The edit screen of a kind with the `direct` workflow (decision 0090): the form and one Save,
 * which puts it on the site at once; no draft, review or schedule. A refused save keeps what was
 * typed, each error beside its field.
 */
export function DirectEdit({
  kind,
  item,
  role,
  school,
  answer,
}: {
  kind: EditableKind;
  item: ItemRecord;
  role: Role;
  school: string;
  answer: EditAnswer | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  // Each answer (a save, a refusal) shows the form afresh, from the values it brings.
  const { key, search } = useLocation();
  const restored = new URLSearchParams(search).has("restored");
  const isNew = item.id === newItemId;
  const mayChange = can(role, "content.publish");
  const refusal = answer?.refusal;
  // What the editors find now, so the refusal box drops a finding once it is fixed (issue 23).
  const [live, setLive] = useState<LiveProblems>({});
  // A refused save stored nothing: the form shows what was sent, not what is stored.
  const values = refusal && answer?.values ? answer.values : item.data;
  const base = `/admin/content/${kind.name}/${item.id}`;
  return (
    <>
      <p className="admin-breadcrumb">
        {/* A single kind (the hero slides) has no list of its own: its way back is the content's. */}
        <Link to={kind.single ? "/admin/content" : `/admin/content/${kind.name}`}>
          {kind.single ? "Content" : kind.plural}
        </Link>
      </p>
      <h1>{isNew ? `New ${kind.singular}` : item.title}</h1>
      {refusal && <EditSummary kind={kind} refusal={refusal} live={live} />}
      <FormMessage
        kind="success"
        message={answer?.notice ?? (restored ? "The revision is back on the site." : undefined)}
      />
      {!mayChange && <p>Only an editor or the school's owner may change the {kind.plural.toLowerCase()}.</p>}
      <ItemForm
        formKey={key}
        kind={kind}
        values={values}
        errors={refusal?.fields}
        title={item.title}
        school={school}
        disabled={!mayChange}
        setLive={setLive}
      >
        {mayChange && (
          <>
            <p className="admin-hint">Saving puts it on the site at once. Each save is kept in its history.</p>
            <p className="admin-actions">
              <button type="submit" name="intent" value="save" className="admin-button" disabled={busy}>
                {isNew ? `Add the ${kind.singular}` : "Save"}
              </button>
            </p>
          </>
        )}
      </ItemForm>
      {!isNew && (
        <>
          <ul className="admin-links">
            <HistoryAndSiteLinks base={base} kind={kind} item={item} />
          </ul>
          {mayChange && can(role, "content.delete") && !isFixedKind(kind) && (
            <TrashConfirm title={item.title} busy={busy} />
          )}
        </>
      )}
    </>
  );
}
