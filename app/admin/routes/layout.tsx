import { Outlet } from "react-router";
import { AdminError } from "#app/admin/components/admin-error.tsx";
import { AdminHeader } from "#app/admin/components/admin-header.tsx";
import { NoSchool } from "#app/admin/components/no-school.tsx";
import { type AdminScope, adminScope } from "#app/admin/lib/active-school.server.ts";
import { headerAction } from "#app/admin/lib/layout-actions.server.ts";
import { staffOf } from "#app/admin/lib/staff.server.ts";
import { siteOf } from "#app/load-context.ts";
import "#app/admin/admin.css";
import { skipAfterAutosave } from "#app/admin/lib/autosave-revalidation.ts";
import type { Route } from "./+types/layout";

export const shouldRevalidate = skipAfterAutosave;

export const handle = { admin: true };

export function meta() {
  return [{ title: "School admin" }, { name: "robots", content: "noindex" }];
}

/** Everyone inside the admin area is signed in: anyone else is sent to sign in. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<AdminScope> {
  return adminScope(await staffOf(request, context), request, siteOf(context).schoolCode);
}

export async function action({ request, context }: Route.ActionArgs) {
  return headerAction(request, context);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AdminHeader scope={loaderData} />
      <main id="main" className="admin-main" tabIndex={-1}>
        {loaderData.school ? <Outlet /> : <NoSchool me={loaderData.me} />}
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
