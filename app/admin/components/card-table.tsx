import type { ReactNode } from "react";

/** A column: its heading, and what each row shows in it. */
export type Column<T> = {
  label: string;
  /** The cell's label on a phone, when it is shorter than the heading. */
  short?: string;
  cell: (row: T) => ReactNode;
  /** A cell that is one control already (a form), not wrapped in a span. */
  bare?: boolean;
};

/**
 * The admin area's table of rows. On a phone each cell becomes a two-column grid, its label (data-label)
 * then its one element, which is why every cell's content is one span (admin.css).
 */
export function CardTable<T>(props: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** A caption for screen readers only; `shownCaption` is one everyone sees. */
  caption?: string;
  shownCaption?: string;
  labelledBy?: string;
  rowClass?: (row: T) => string | undefined;
}) {
  const { rows, columns, rowKey, caption, shownCaption, labelledBy, rowClass } = props;
  return (
    <table className="admin-table" aria-labelledby={labelledBy}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      {shownCaption && <caption>{shownCaption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column.label}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClass?.(row)}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.short ?? column.label}>
                {column.bare ? column.cell(row) : <span>{column.cell(row)}</span>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
