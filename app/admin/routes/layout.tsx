import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { AdminHeader } from "#app/admin/components/admin-header.tsx";
import { MyInvitations } from "#app/admin/components/my-invitations.tsx";
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
        {loaderData.school ? (
          <Outlet />
        ) : (
          <>
            <h1>No school yet</h1>
            <p>
              You are signed in as {loaderData.me.user.email}, but you are not in a school yet.
              {loaderData.me.invitations.length === 0 && " Ask the school's owner to invite you."}
            </p>
            <MyInvitations invitations={loaderData.me.invitations} />
          </>
        )}
      </main>
    </>
  );
}

/**
 * What an admin page could not do, inside the admin area's own header: a role that does not allow
 * it (403, with the server's words), a person or school that is not there (404), or a fault.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string"
      ? error.data
      : `${error.status} ${error.statusText}`.trim()
    : "Something went wrong on our side. Please try again.";
  return (
    <main id="main" className="admin-main" tabIndex={-1}>
      <h1>{isRouteErrorResponse(error) && error.status === 403 ? "Not allowed" : "This did not work"}</h1>
      <p>{message}</p>
      <p>
        <Link to="/admin">Back to the dashboard</Link>
      </p>
    </main>
  );
}
