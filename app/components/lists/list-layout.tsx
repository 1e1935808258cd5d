import type { ReactNode } from "react";
import { PageHeader } from "#app/components/page-header.tsx";
import { PageLink } from "#app/components/page-link.tsx";
import type { ListView } from "#app/lib/list-views.ts";
import { countText, fallbackNotice, filtersLabel, listStrings } from "#app/lib/strings/lists.ts";
import { type ListFilterFields, ListFilters, periodFields } from "./list-filters";
import { ListStatus, type ListStatusText } from "./list-status";
import "./lists.css";

type Props = {
  title: string;
  /** The list's filters; their form is named after the page. */
  filters?: ListFilterFields;
  /** What stands between the filters and the count: a subscribe link, the calendar feeds. */
  aside?: ReactNode;
  /** The way back to the whole list from one item's address (`?id=`); null on the list itself. */
  back?: { to: string; label: string } | null;
  status?: ListStatusText;
  children: ReactNode;
};

/** A list page: heading and breadcrumb, the filters, the count, then the results. */
export function ListLayout({ title, filters, aside, back, status, children }: Props) {
  return (
    <>
      <PageHeader title={title} />
      <div className="container page-body list-page">
        {filters && <ListFilters label={filtersLabel(title)} {...filters} />}
        {aside}
        {back && (
          <p>
            <PageLink to={back.to}>{back.label}</PageLink>
          </p>
        )}
        {status && <ListStatus {...status} />}
        <div className="list-results">{children}</div>
      </div>
    </>
  );
}

/** The one item a list of dated notices (news, events) shows while the school has published none. */
export function ItemPlaceholder({ title }: { title: string }) {
  return (
    <li className="list-item list-item--placeholder">
      <h2 className="list-item__title">{title}</h2>
      <p className="list-item__meta">{listStrings.placeholderDate}</p>
      <p>{listStrings.placeholderDescription}</p>
    </li>
  );
}

/** What a list's status says: how many are shown and, when the filters match none of many, that in words. */
export function listStatusOf(
  view: { items: readonly unknown[]; total: number },
  noun: readonly [string, string],
  noMatch: string,
): ListStatusText {
  return {
    count: countText(view.items.length, noun),
    empty: view.total > 0 && view.items.length === 0 ? noMatch : null,
  };
}

/**
 * The filters and status of a list by date (news, events, albums): year, month and a title search;
 * the count, and the period fallen back to when the one asked for has nothing.
 */
export function periodListProps(view: ListView<unknown>, noun: readonly [string, string], noMatch: string) {
  const { notice } = view;
  return {
    filters: { selects: periodFields(view), search: { label: listStrings.searchTitle, value: view.query.q } },
    status: { ...listStatusOf(view, noun, noMatch), notice: notice && fallbackNotice(notice.shown, notice.missed) },
  };
}
