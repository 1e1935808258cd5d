import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import "./lists.css";

type Props = { title: string; filters?: ReactNode; status?: ReactNode; children: ReactNode };

/** True while this page's list reloads for new filters (not while leaving for another page). */
function useListLoading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === "loading" && navigation.location.pathname === pathname;
}

/** A list page: heading and breadcrumb, the filters, the count, then the results. */
export function ListLayout({ title, filters, status, children }: Props) {
  const loading = useListLoading();
  return (
    <>
      <PageHeader title={title} />
      <div className="container page-body list-page">
        {filters}
        {status}
        <div className="list-results" aria-busy={loading || undefined}>
          {children}
        </div>
      </div>
    </>
  );
}
