import type { StaffDeps } from "#server/operations/staff-deps";

/** The admin API's services: the staff operations' own (server/operations/staff-deps.ts), which its routes adapt. */
export type AdminDeps = StaffDeps;
