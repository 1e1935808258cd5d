import type { FileStore } from "#content/storage/file-store";
import type { Db } from "#database/connection";
import type { EditableKind } from "#domain/editing/editable-kinds";
import type { Role } from "#domain/roles";

/** Who does an editing action, as the log and the permission rules need them. */
export type EditingActor = { userId: string | null; email: string; address: string; role: Role | undefined };

/** The command line's import, when it is the one that acts. */
export const commandLineActor: EditingActor = {
  userId: null,
  email: "command line",
  address: "local",
  role: undefined,
};

/**
 * What every editing step works with: the database, the stored files, and the clock; `today`, the
 * school's date (ISO), where the caller knows its time zone, for a kind's "updated on".
 */
export type EditingDeps = { db: Db; files: FileStore; now: () => Date; today?: (school: string) => Promise<string> };

/**
 * One person's editing of one kind in one school (decision 0107): what every step of an item's life
 * starts from, passed as one value. The item's id, where there is one yet, comes beside it.
 */
export type EditingContext = { deps: EditingDeps; school: string; kind: EditableKind; actor: EditingActor };
