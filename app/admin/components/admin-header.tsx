import { Form, NavLink, useLocation } from "react-router";
import type { AdminScope } from "#app/admin/lib/active-school.server.ts";
import { heroSlidesPath } from "#app/admin/lib/hero-slides-form.ts";
import { can, roleLabels } from "#domain/roles";

/** The admin area's header: where you are, the school you work on, its sections, and signing out. */
export function AdminHeader({ scope }: { scope: AdminScope }) {
  const { me, school } = scope;
  const location = useLocation();
  const role = school?.role;
  const links = [
    { to: "/admin", label: "Dashboard", show: true },
    { to: "/admin/content/galleries", label: "Albums", show: can(role, "content.draft") },
    { to: heroSlidesPath, label: "Hero slides", show: can(role, "content.publish") },
    { to: "/admin/content", label: "Content", show: true },
    { to: "/admin/records", label: "Records", show: can(role, "admin.enter") },
    { to: "/admin/alerts", label: "E-mail alerts", show: can(role, "content.publish") },
    { to: "/admin/people", label: "People", show: can(role, "users.manage") },
    { to: "/admin/activity", label: "Activity", show: can(role, "activity.read") },
    { to: "/admin/account", label: "Your account", show: true },
    { to: "/admin/schools", label: "Schools", show: me.operator },
  ].filter((link) => link.show);
  return (
    <header className="admin-header">
      <div className="admin-header-top">
        <p className="admin-brand">
          <span className="admin-brand-school">{school?.name ?? "School admin"}</span>
          {school && <span className="admin-brand-role">{roleLabels[school.role].name}</span>}
        </p>
        <Form method="post" action="/admin" className="admin-sign-out">
          <input type="hidden" name="intent" value="sign-out" />
          <button type="submit" className="admin-link-button">
            Sign out <span className="visually-hidden">{me.user.email}</span>
          </button>
        </Form>
      </div>
      <nav aria-label="Admin" className="admin-nav">
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <a href="/">View the site</a>
          </li>
        </ul>
      </nav>
      {me.schools.length > 1 && school && (
        <Form method="post" action="/admin" className="admin-switch">
          <input type="hidden" name="intent" value="switch-school" />
          <input type="hidden" name="back" value={location.pathname} />
          <label htmlFor="admin-school">School</label>
          <select id="admin-school" name="school" defaultValue={school.code}>
            {me.schools.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name} ({roleLabels[entry.role].name})
              </option>
            ))}
          </select>
          <button type="submit" className="admin-button admin-button-small">
            Switch
          </button>
        </Form>
      )}
    </header>
  );
}
