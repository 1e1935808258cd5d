import { useRouteLoaderData } from "react-router";
import type { AdminScope } from "./active-school.server";

/** The signed-in person and the school they work on, as the admin layout loaded them. */
export function useAdminScope(): AdminScope & { school: NonNullable<AdminScope["school"]> } {
  const scope = useRouteLoaderData<AdminScope>("admin/routes/layout");
  // The layout renders its pages only for someone with a school.
  if (!scope?.school) throw new Error("useAdminScope outside the admin layout");
  return { ...scope, school: scope.school };
}
