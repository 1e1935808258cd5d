import { Form } from "react-router";
import { Field } from "#app/admin/components/field.tsx";
import { SelectField } from "#app/admin/components/select-field.tsx";
import type { ActivityPage } from "#domain/admin-records";

/** Which entries to show: a person, a kind, and the days between; a date that does not read says so beside it. */
export function ActivityFilters(props: {
  query: Record<string, string>;
  fields: Record<string, string>;
  page?: Pick<ActivityPage, "people" | "kinds">;
}) {
  const { query, fields, page } = props;
  const people = (page?.people ?? []).map((person) => ({
    value: person.userId,
    label: `${person.name} (${person.email})`,
  }));
  const kinds = (page?.kinds ?? []).map((kind) => ({ value: kind, label: kind }));
  // A select of the query's `name`, its first choice (`any`, the empty value) leaving it out.
  const choose = (name: string, label: string, any: string, options: { value: string; label: string }[]) => (
    <SelectField
      id={`filter-${name}`}
      name={name}
      label={label}
      defaultValue={query[name] ?? ""}
      options={[{ value: "", label: any }, ...options]}
    />
  );
  return (
    <Form method="get" className="admin-filters">
      {choose("person", "Person", "Anyone", people)}
      {choose("kind", "Kind", "Any", kinds)}
      <Field id="filter-from" name="from" label="From" type="date" defaultValue={query.from} error={fields.from} />
      <Field id="filter-to" name="to" label="To" type="date" defaultValue={query.to} error={fields.to} />
      <button type="submit" className="admin-button admin-button-small">
        Show
      </button>
    </Form>
  );
}
