import { Link } from "react-router";
import { MyInvitations } from "#app/admin/components/my-invitations.tsx";
import { heroSlidesPath } from "#app/admin/lib/hero-slides-form.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { loaded } from "#app/admin/lib/staff.server.ts";
import { withArticle } from "#app/admin/lib/with-article.ts";
import { can, roleLabels } from "#domain/roles";
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
      <ul className="admin-cards">
        {can(school.role, "content.draft") && (
          <li>
            <Link to="/admin/content/galleries">Albums</Link>
            <p>Upload photos, describe them, and publish albums to the gallery.</p>
          </li>
        )}
        {can(school.role, "content.publish") && (
          <li>
            <Link to={heroSlidesPath}>Hero slides</Link>
            <p>Replace and reorder the photos at the top of the home page.</p>
          </li>
        )}
        <li>
          <Link to="/admin/content">Content</Link>
          <p>News, events, notices, the principal's message and the school's details: drafts, review and publishing.</p>
        </li>
        <li>
          <Link to="/admin/records">Records</Link>
          <p>Transfer certificates, birthdays, toppers, faculty, videos, and children's consent.</p>
        </li>
        {can(school.role, "users.manage") && (
          <li>
            <Link to="/admin/people">People</Link>
            <p>Invite staff, change their roles, and give them reset links.</p>
          </li>
        )}
        {can(school.role, "activity.read") && (
          <li>
            <Link to="/admin/activity">Activity</Link>
            <p>Who signed in, and who changed what, and from where.</p>
          </li>
        )}
        <li>
          <Link to="/admin/account">Your account</Link>
          <p>Your passkeys, and the devices you are signed in on.</p>
        </li>
      </ul>
    </>
  );
}
