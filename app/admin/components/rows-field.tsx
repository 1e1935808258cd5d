import { useState } from "react";
import type { EditableField, RowColumn } from "#domain/editing/editable-fields";

type Row = Record<string, string>;

function rowsOf(value: unknown, columns: readonly RowColumn[]): Row[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null)
    .map((row) =>
      Object.fromEntries(
        columns.map((column) => [column.name, row[column.name] === undefined ? "" : String(row[column.name])]),
      ),
    );
}

const emptyRow = (columns: readonly RowColumn[]): Row => Object.fromEntries(columns.map((column) => [column.name, ""]));

/**
 * A table of rows (issue 25: the board results, the laboratories): one row per line with a
 * labelled input per column, Add a row and Remove. The form posts the rows as JSON under the
 * field's name; the server turns number columns into numbers (server/editing/clean-draft.ts).
 */
export function RowsField({ field, value, error }: { field: EditableField; value: unknown; error?: string }) {
  const columns = field.columns ?? [];
  const [rows, setRows] = useState<Row[]>(() => rowsOf(value, columns));
  const id = `field-${field.name}`;
  const set = (index: number, column: string, typed: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [column]: typed } : row)));
  const described = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset id={id} className="admin-field admin-rows" aria-describedby={described}>
      <legend>{field.label}</legend>
      {field.hint && (
        <p className="admin-hint" id={`${id}-hint`}>
          {field.hint}
        </p>
      )}
      <input type="hidden" name={field.name} value={JSON.stringify(rows)} />
      {rows.length === 0 ? (
        <p>None yet.</p>
      ) : (
        // A table of many columns scrolls sideways inside its box on a phone, not the whole screen (issue 23).
        <div className="admin-rows__scroll">
          <table className="admin-rows__table">
            <caption className="visually-hidden">{field.label}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.name} scope="col">
                    {column.label}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                // Rows have no identity of their own but their place, and they are only added or removed.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  {columns.map((column) => {
                    const label = `${column.label}, row ${index + 1}`;
                    return (
                      <td key={column.name}>
                        {column.type === "choice" ? (
                          <select
                            aria-label={label}
                            value={row[column.name]}
                            onChange={(event) => set(index, column.name, event.target.value)}
                          >
                            <option value="">Choose</option>
                            {(column.options ?? []).map((option) => (
                              <option key={option} value={option}>
                                {option}
                              </option>
                            ))}
                          </select>
                        ) : (
                          <input
                            aria-label={label}
                            type="text"
                            inputMode={column.type === "number" ? "decimal" : undefined}
                            autoComplete="off"
                            value={row[column.name]}
                            onChange={(event) => set(index, column.name, event.target.value)}
                          />
                        )}
                      </td>
                    );
                  })}
                  <td>
                    <button
                      type="button"
                      className="admin-button admin-button-small admin-button-secondary"
                      onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                    >
                      Remove<span className="visually-hidden"> row {index + 1}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <button
        type="button"
        className="admin-button admin-button-small admin-button-secondary"
        onClick={() => setRows((current) => [...current, emptyRow(columns)])}
      >
        Add a row<span className="visually-hidden"> to {field.label}</span>
      </button>
      {error && (
        <p className="admin-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
