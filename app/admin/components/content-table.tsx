import { Link } from "react-router";
import { CardTable, type Column } from "#app/admin/components/card-table.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import type { ItemSummary } from "#domain/editing/editing-records";

type Props = {
  kind: string;
  plural: string;
  items: ItemSummary[];
  hasDate: boolean;
  timeZone: string;
  /** The kind's own columns (an album's category), after the date. */
  columns: { name: string; label: string }[];
};

/** A reviewed kind's items: each a link to its edit screen, with its status, its date, and its last change. */
export function ContentTable({ kind, plural, items, hasDate, timeZone, columns }: Props) {
  const date: Column<ItemSummary>[] = hasDate ? [{ label: "Date", cell: (item) => item.date ?? "—" }] : [];
  const own: Column<ItemSummary>[] = columns.map((column) => ({
    label: column.label,
    cell: (item) => item.columns?.[column.name] ?? "",
  }));
  return (
    <CardTable
      caption={plural}
      rows={items}
      rowKey={(item) => item.id}
      columns={[
        {
          label: "Title",
          bare: true,
          cell: (item) => <Link to={`/admin/content/${kind}/${item.id}`}>{item.title}</Link>,
        },
        {
          label: "Status",
          cell: (item) => (
            <>
              <StatusBadge status={item.status} hasChanges={item.hasChanges} />
              {item.publishAt && <> · goes live {formatInstant(item.publishAt, timeZone)}</>}
              {item.unpublishAt && <> · ends {formatInstant(item.unpublishAt, timeZone)}</>}
            </>
          ),
        },
        ...date,
        ...own,
        {
          label: "Changed",
          cell: (item) =>
            item.updatedAt ? `${formatInstant(item.updatedAt, timeZone)} by ${item.updatedBy}` : "At import",
        },
      ]}
    />
  );
}
