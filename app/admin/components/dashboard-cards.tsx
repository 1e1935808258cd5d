import { Link } from "react-router";
import { heroSlidesPath } from "#app/admin/lib/hero-slides-form.ts";
import { can, type Role } from "#domain/roles";

/** The dashboard's ways in, each shown to a role that may use it. */
export function DashboardCards({ role }: { role: Role }) {
  return (
    <ul className="admin-cards">
      {can(role, "content.draft") && (
        <li>
          <Link to="/admin/content/galleries">Albums</Link>
          <p>Upload photos, describe them, and publish albums to the gallery.</p>
        </li>
      )}
      {can(role, "content.publish") && (
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
      {can(role, "users.manage") && (
        <li>
          <Link to="/admin/people">People</Link>
          <p>Invite staff, change their roles, and give them reset links.</p>
        </li>
      )}
      {can(role, "activity.read") && (
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
  );
}
