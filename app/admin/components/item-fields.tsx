import type { Dispatch, ReactNode, SetStateAction } from "react";
import { ContentFields } from "#app/admin/components/content-fields.tsx";
import type { LiveProblems } from "#app/admin/components/edit-summary.tsx";
import type { EditableKind } from "#domain/editing/editable-kinds";

type Props = {
  kind: EditableKind;
  values: Readonly<Record<string, unknown>>;
  errors: Readonly<Record<string, string>>;
  title: string;
  school: string;
  disabled: boolean;
  /** Told what the rich-text checks find now, so the refusal box drops a finding once it is fixed. */
  setLive: Dispatch<SetStateAction<LiveProblems>>;
  /** Around the fields: a widget's context (an album's photos). */
  wrap?: (fields: ReactNode) => ReactNode;
};

/** An item's fields in the edit form, for the direct and the reviewed editor alike. */
export function ItemFields({
  kind,
  values,
  errors,
  title,
  school,
  disabled,
  setLive,
  wrap = (fields) => fields,
}: Props) {
  const fields = (
    <ContentFields
      kind={kind}
      values={values}
      errors={errors}
      title={title}
      school={school}
      onRichText={(field, problems) => setLive((current) => ({ ...current, [field]: problems }))}
    />
  );
  return (
    <fieldset disabled={disabled} className="admin-plain-fieldset">
      {wrap(fields)}
    </fieldset>
  );
}
