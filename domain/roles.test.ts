import { describe, expect, it } from "vitest";
import { type Action, actions, can, type Role } from "./roles";

// The whole table, written out: a change to who may do what has to change this test on purpose.
const table: Record<Action, Record<Role, boolean>> = {
  "admin.enter": { owner: true, editor: true, contributor: true, operator: true },
  "content.draft": { owner: true, editor: true, contributor: true, operator: false },
  "content.submit": { owner: true, editor: true, contributor: true, operator: false },
  "content.edit": { owner: true, editor: true, contributor: false, operator: false },
  "content.publish": { owner: true, editor: true, contributor: false, operator: false },
  "content.delete": { owner: true, editor: true, contributor: false, operator: false },
  "users.manage": { owner: true, editor: false, contributor: false, operator: true },
  "settings.manage": { owner: true, editor: false, contributor: false, operator: false },
  "activity.read": { owner: true, editor: false, contributor: false, operator: true },
  "schools.create": { owner: false, editor: false, contributor: false, operator: true },
};

describe("the permission table", () => {
  it("lists every action", () => {
    expect(Object.keys(table).sort()).toEqual([...actions].sort());
  });

  const rows = Object.entries(table).flatMap(([action, answers]) =>
    Object.entries(answers).map(([role, expected]) => ({ action: action as Action, role: role as Role, expected })),
  );
  it.each(rows)("$role may $action: $expected", ({ role, action, expected }) => {
    expect(can(role, action)).toBe(expected);
  });

  it.each([...actions])("someone without a role may not %s", (action) => {
    expect(can(undefined, action)).toBe(false);
  });
});
