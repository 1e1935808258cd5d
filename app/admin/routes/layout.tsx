import { Outlet } from "react-router";
import { AdminHeader } from "#app/admin/components/admin-header";
import { type AdminScope, adminScope } from "#app/admin/lib/active-school.server";
import { siteOf } from "#app/load-context";
import "#app/admin/admin.css";
import type { Route } from "./+types/layout";

export const handle = { admin: true };

export function meta() {
  return [{ title: "School admin" }, { name: "robots", content: "noindex" }];
}

/** Everyone inside the admin area is signed in: the API answers 401 otherwise, and the client sends them to sign in. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<AdminScope> {
  const site = siteOf(context);
  return adminScope({ site, request }, site.schoolCode);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminHeader scope={loaderData} />
      <main id="main" className="admin-main" tabIndex={-1}>
        {loaderData.school ? (
          <Outlet />
        ) : (
          <>
            <h1>No school yet</h1>
            <p>
              You are signed in as {loaderData.me.user.email}, but no school has given you a role yet. Ask the school's
              owner to invite you.
            </p>
          </>
        )}
      </main>
    </>
  );
}
