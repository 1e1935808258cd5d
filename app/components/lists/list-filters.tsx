import { useId } from "react";
import { maxSearchLength } from "#app/lib/constants.ts";
import { allChoice, type MonthChoice, type Scope, type YearChoice } from "#app/lib/list-query.ts";
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

/** A select whose change applies at once (app/islands/filters.ts). */
function FilterSelect({ field, id }: { field: SelectField; id: string }) {
  return (
    <div className="list-filters__field">
      <label htmlFor={id}>{field.label}</label>
      <select id={id} className="input" name={field.name} defaultValue={field.value} data-apply-on-change="">
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
  return (
    <div className="list-filters__field list-filters__field--search">
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        className="input"
        type="search"
        name="q"
        defaultValue={field.value}
        maxLength={maxSearchLength}
        autoComplete="off"
      />
    </div>
  );
}

/** A list's selects and its search box, if it has one. */
export type ListFilterFields = { selects: readonly SelectField[]; search?: SearchField };

type Props = ListFilterFields & { label: string };

/**
 * A list page's filters: a GET form, so without JavaScript the Search button
 * loads the filtered page at a URL that can be shared. With JavaScript (the
 * filters island, app/islands/filters.ts, which a route with these filters names
 * in its handle) a changed select applies at once, the URL leaves out empty
 * fields, and the new page comes back with focus on the select and the page
 * scrolled where it was; the search applies on Enter or the button.
 * autoComplete="off": a page the visitor comes back to shows its own filter, not
 * the pick the browser would otherwise restore.
 */
export function ListFilters({ label, selects, search }: Props) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark, as it was as a router <Form>.
    <form method="get" role="search" aria-label={label} className="list-filters" autoComplete="off">
      {selects.map((field) => (
        <FilterSelect key={field.name} field={field} id={`${id}-${field.name}`} />
      ))}
      {search && <SearchBox field={search} id={`${id}-q`} />}
      <button type="submit" className="button list-filters__submit">
        {l.search}
      </button>
    </form>
  );
}
