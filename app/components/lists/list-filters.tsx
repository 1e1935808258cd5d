import { type FormEvent, useId, useState } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { maxSearchLength } from "#app/lib/constants.ts";
import { allChoice, type MonthChoice, queryFromEntries, type Scope, type YearChoice } from "#app/lib/list-query.ts";
import { listStrings } from "#app/lib/strings/lists.ts";

type Option = { value: string; label: string };
export type SelectField = { name: string; label: string; value: string; options: readonly Option[] };
type SearchField = { label: string; value: string };

const l = listStrings;

/** The year select: All, then the given years. */
export function yearField(years: readonly number[], value: YearChoice, withAll = true): SelectField {
  const options = years.map((year) => ({ value: String(year), label: String(year) }));
  return {
    name: "year",
    label: l.year,
    value: String(value),
    options: withAll ? [{ value: allChoice, label: l.all }, ...options] : options,
  };
}

/** The month select: All, then the given months (Jan to Dec). */
export function monthField(months: readonly string[], value: MonthChoice): SelectField {
  return {
    name: "month",
    label: l.month,
    value,
    options: [{ value: allChoice, label: l.all }, ...months.map((month) => ({ value: month, label: month }))],
  };
}

/**
 * The year and month selects of a list: they show the period listed (after a
 * fallback, the period fallen back to), so what the selects say is what is on
 * screen (docs/decisions/0037-list-filters-show-what-is-listed.md).
 */
export function periodFields(view: {
  years: readonly number[];
  months: readonly string[];
  shown: Scope;
}): SelectField[] {
  return [yearField(view.years, view.shown.year), monthField(view.months, view.shown.month)];
}

/**
 * A field's own state, set back to the page's value after every navigation:
 * back/forward, and a pick that fell back to the period already shown (the
 * page's value did not change, but the select must drop the pick). Adjusted
 * while rendering, as React advises for state derived from props.
 */
function usePageValue(pageValue: string) {
  const { key } = useLocation();
  const [value, setValue] = useState(pageValue);
  const [seen, setSeen] = useState({ pageValue, key });
  if (seen.pageValue !== pageValue || seen.key !== key) {
    setSeen({ pageValue, key });
    setValue(pageValue);
  }
  return [value, setValue] as const;
}

/** A select that shows the URL's value again after back/forward, and applies a change at once. */
function FilterSelect({
  field,
  id,
  onPick,
}: {
  field: SelectField;
  id: string;
  onPick: (form: HTMLFormElement) => void;
}) {
  const [value, setValue] = usePageValue(field.value);
  return (
    <div className="list-filters__field">
      <label htmlFor={id}>{field.label}</label>
      <select
        id={id}
        name={field.name}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          if (event.currentTarget.form) onPick(event.currentTarget.form);
        }}
      >
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function SearchBox({ field, id }: { field: SearchField; id: string }) {
  const [value, setValue] = usePageValue(field.value);
  return (
    <div className="list-filters__field list-filters__field--search">
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        maxLength={maxSearchLength}
        autoComplete="off"
        onChange={(event) => setValue(event.currentTarget.value)}
      />
    </div>
  );
}

type Props = { label: string; selects: readonly SelectField[]; search?: SearchField };

/**
 * A list page's filters: a GET form, so without JavaScript the Search button
 * loads the filtered page at a URL that can be shared. With JavaScript a
 * changed select applies at once and only the list updates (no reload, the
 * scroll position and focus stay); the search applies on Enter or the button.
 */
export function ListFilters({ label, selects, search }: Props) {
  const submit = useSubmit();
  const id = useId();
  const apply = (form: HTMLFormElement) =>
    submit(queryFromEntries(new FormData(form)), { method: "get", preventScrollReset: true });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  return (
    <Form method="get" role="search" aria-label={label} className="list-filters" onSubmit={onSubmit}>
      {selects.map((field) => (
        <FilterSelect key={field.name} field={field} id={`${id}-${field.name}`} onPick={apply} />
      ))}
      {search && <SearchBox field={search} id={`${id}-q`} />}
      <button type="submit" className="button list-filters__submit">
        {l.search}
      </button>
    </Form>
  );
}
