import type { Dispatch, ReactNode, RefObject, SetStateAction } from "react";
import { Form } from "react-router";
import { ContentFields } from "#app/admin/components/content-fields.tsx";
import type { LiveProblems } from "#app/admin/components/edit-summary.tsx";
import type { EditableKind } from "#domain/editing/editable-kinds";

type Props = {
  kind: EditableKind;
  values: Readonly<Record<string, unknown>>;
  /** The refused save's faults, each shown beside its field. */
  errors: Readonly<Record<string, string>> | undefined;
  title: string;
  school: string;
  disabled: boolean;
  /** Told what the rich-text checks find now, so the refusal box drops a finding once it is fixed. */
  setLive: Dispatch<SetStateAction<LiveProblems>>;
  /** Around the fields: a widget's context (an album's photos). */
  wrap?: (fields: ReactNode) => ReactNode;
  formRef?: RefObject<HTMLFormElement | null>;
  /** A new key draws the form anew, from `values`. */
  formKey: string;
  /** After the fields: the editor's buttons. */
  children: ReactNode;
};

/**
 * An item's edit form, for the direct and the reviewed editor alike: its fields, then the editor's
 * own buttons. A photo field makes the form multipart, so a chosen photo is posted with it, with or
 * without JavaScript.
 */
export function ItemForm({ kind, values, errors, title, school, disabled, setLive, wrap, ...form }: Props) {
  const fields = (
    <ContentFields
      kind={kind}
      values={values}
      errors={errors ?? {}}
      title={title}
      school={school}
      onRichText={(field, problems) => setLive((current) => ({ ...current, [field]: problems }))}
    />
  );
  const multipart = kind.fields.some((field) => field.widget === "photo");
  return (
    <Form
      method="post"
      ref={form.formRef}
      key={form.formKey}
      className="admin-form admin-edit"
      encType={multipart ? "multipart/form-data" : undefined}
      noValidate
    >
      <fieldset disabled={disabled} className="admin-plain-fieldset">
        {wrap ? wrap(fields) : fields}
      </fieldset>
      {form.children}
    </Form>
  );
}
