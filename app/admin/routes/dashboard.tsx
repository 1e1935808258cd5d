import { Link } from "react-router";
import { DashboardCards } from "#app/admin/components/dashboard-cards.tsx";
import { MyInvitations } from "#app/admin/components/my-invitations.tsx";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { loaded } from "#app/admin/lib/staff.server.ts";
import { withArticle } from "#app/admin/lib/with-article.ts";
import { roleLabels } from "#domain/roles";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Dashboard · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, scope, school } = await schoolPage(request, context, "admin.enter");
  // From 15 August until the year's annual report is on the website (CBSE Circular 1/2026, issue 25).
  const { reminder } = await loaded(request, () => caller.ops.disclosureHealth());
  return { name: scope.me.user.name, school, invitations: scope.me.invitations, reminder };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, school, invitations, reminder } = loaderData;
  const role = roleLabels[school.role];
  return (
    <>
      <h1>Welcome, {name}</h1>
      <p>
        You are {school.role === "operator" ? "the platform's operator" : withArticle(role.name.toLowerCase())} at{" "}
        {school.name}. {role.means}
      </p>
      <MyInvitations invitations={invitations} />
      {reminder && (
        <div className={reminder.overdue ? "admin-alert" : "admin-notice"} role="note">
          <p>
            {reminder.text} <Link to="/admin/content/disclosure">Open the Mandatory Public Disclosure</Link>
          </p>
        </div>
      )}
      <DashboardCards role={school.role} />
    </>
  );
}
