import { Link, useNavigation } from "react-router";
import { AlbumUploadsPanel } from "#app/admin/components/album-uploads.tsx";
import { ContentListFilters } from "#app/admin/components/content-list-filters.tsx";
import { ContentTable } from "#app/admin/components/content-table.tsx";
import { DirectListTable } from "#app/admin/components/direct-list-table.tsx";
import { FormMessage } from "#app/admin/components/field.tsx";
import { ListPages } from "#app/admin/components/list-pages.tsx";
import { StorageUsage } from "#app/admin/components/storage-usage.tsx";
import type { AlbumUploads } from "#app/admin/lib/album-uploads.server.ts";
import type { contentListView } from "#app/admin/lib/content-list-view.ts";
import { newItemId } from "#app/admin/lib/direct-form.ts";
import type { ItemPage, ListQuery } from "#domain/editing/editing-records";

type View = ReturnType<typeof contentListView> & {
  query: ListQuery;
  page: ItemPage;
  timeZone: string;
  added: boolean;
  trashed: string | null;
  /** The albums' storage and uploads in no album; null for other kinds. */
  uploads: AlbumUploads | null;
};
type Answer = { message?: string; notice?: string; moved?: { id: string; direction: "up" | "down" } };

/** One kind's items: searched, filtered by status, sorted and paged; each a link to its edit screen. */
export function ContentListScreen({ view, answer }: { view: View; answer?: Answer }) {
  const { kind, plural, singular, query, page, mayCreate, trashed, direct, added, uploads } = view;
  const busy = useNavigation().state === "submitting";
  const saved = added ? `The new ${singular} is saved. The site shows it now.` : undefined;
  return (
    <>
      <h1>{plural}</h1>
      {uploads && <StorageUsage usage={uploads.usage} />}
      <FormMessage message={answer?.message} />
      <FormMessage kind="success" message={trashed ? `“${trashed}” is in the trash for 30 days.` : undefined} />
      <FormMessage kind="success" message={answer && "notice" in answer ? answer.notice : saved} />
      {mayCreate && (
        <p>
          <Link to={`/admin/content/${kind}/${newItemId}`} className="admin-button">
            New {singular}
          </Link>
        </p>
      )}
      <ContentListFilters {...view} />
      <p role="status">
        {page.total === 0 ? "Nothing matches." : `${page.total} ${page.total === 1 ? singular : plural.toLowerCase()}`}
        {page.pages > 1 && `, page ${page.page} of ${page.pages}`}
      </p>
      {direct && page.data.length > 0 && (
        <DirectListTable
          {...view}
          items={page.data}
          busy={busy}
          onFirstPage={page.page === 1}
          onLastPage={page.page === page.pages}
          moved={answer?.moved}
        />
      )}
      {!direct && page.data.length > 0 && <ContentTable {...view} items={page.data} />}
      <ListPages query={query} page={page.page} pages={page.pages} />
      {uploads && <AlbumUploadsPanel unused={uploads.unused} canDelete={uploads.canDelete} busy={busy} />}
    </>
  );
}
