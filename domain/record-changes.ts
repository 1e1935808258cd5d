/**
 * What an edit of a record changed, in words for the activity log (issue 14's toppers, faculty
 * and videos are edited in place): each changed field by its label, a text from → to, a list
 * (a photo) as replaced, added or taken out. Staff reading the log see what was corrected
 * without opening the record, so a mistyped mark or a wrong name can be traced.
 */
export function describeChanges<T extends object>(
  labels: { readonly [P in keyof T]?: string },
  before: T,
  after: T,
): string {
  const changes: string[] = [];
  for (const [field, label] of Object.entries(labels) as Array<[keyof T, string | undefined]>) {
    if (!label) continue;
    const was = before[field];
    const now = after[field];
    if (JSON.stringify(was ?? null) === JSON.stringify(now ?? null)) continue;
    if (Array.isArray(was) || Array.isArray(now)) {
      const had = Array.isArray(was) && was.length > 0;
      const has = Array.isArray(now) && now.length > 0;
      changes.push(`${label} ${had && has ? "replaced" : has ? "added" : "taken out"}`);
    } else {
      changes.push(`${label} ${shown(was)} → ${shown(now)}`);
    }
  }
  return changes.length === 0 ? "nothing changed" : changes.join("; ");
}

function shown(value: unknown): string {
  return value === undefined || value === null || value === "" ? "(empty)" : `"${String(value)}"`;
}
