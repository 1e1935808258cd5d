/**
 * Who may do what (issue 12). Every permission check in the server goes through `can`;
 * the admin area hides what `can` refuses, and the server refuses it again.
 *
 * Roles belong to a person's membership of one school. The platform's operator role
 * belongs to the person and reaches every school.
 */

export const schoolRoles = ["owner", "editor", "contributor"] as const;
export type SchoolRole = (typeof schoolRoles)[number];

/** The platform role: whoever hosts the platform. */
export const operatorRole = "operator";
export type Role = SchoolRole | typeof operatorRole;

export const actions = [
  /** Read the admin area of a school: its dashboard and content lists. */
  "admin.enter",
  /** Write a draft, or change one's own draft. */
  "content.draft",
  /** Send a draft to an editor for review. */
  "content.submit",
  /** Change anyone's content, approve or send back a submission. */
  "content.edit",
  /** Make content live, or take it down. */
  "content.publish",
  /** Move content to the trash, or restore it. */
  "content.delete",
  /** Invite people, change their roles, remove them, issue their reset links. */
  "users.manage",
  /** Change the school's settings. */
  "settings.manage",
  /** Read the school's activity log. */
  "activity.read",
  /** Create schools and their first owners: the platform's work. */
  "schools.create",
] as const;
export type Action = (typeof actions)[number];

/** An editor enters the admin area and does everything to content: every `content.*` action, one added later too. */
const editorActions = actions.filter((action) => action === "admin.enter" || action.startsWith("content."));

const allowed: Record<Role, ReadonlySet<Action>> = {
  contributor: new Set(["admin.enter", "content.draft", "content.submit"]),
  editor: new Set(editorActions),
  owner: new Set([...editorActions, "users.manage", "settings.manage", "activity.read"]),
  // The operator looks after schools, not their content: it may enter any school's admin area
  // and manage its people (to replace a lost owner), but writes no school's news.
  operator: new Set(["admin.enter", "users.manage", "activity.read", "schools.create"]),
};

/** Whether `role` may do `action`. No role (a person not in the school) may do nothing. */
export function can(role: Role | undefined, action: Action): boolean {
  return role !== undefined && allowed[role].has(action);
}

export function isSchoolRole(value: unknown): value is SchoolRole {
  return typeof value === "string" && (schoolRoles as readonly string[]).includes(value);
}

/** How the admin area names each role, with what it means, for the invite form. */
export const roleLabels: Record<Role, { name: string; means: string }> = {
  owner: { name: "Owner", means: "Manages the school's people and settings, and everything an editor does." },
  editor: { name: "Editor", means: "Creates, edits, publishes and deletes content." },
  contributor: { name: "Contributor", means: "Writes drafts and sends them for review; cannot publish." },
  operator: { name: "Operator", means: "Hosts the platform: creates schools and their first owners." },
};
