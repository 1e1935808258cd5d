import { useEffect, useRef } from "react";
import { type PictureNames, PictureThumb, pictureOf, placeOf } from "#app/admin/components/publish-problems.tsx";
import type { EditRefusal } from "#app/admin/lib/content-edits.server.ts";
import type { EditableKind } from "#domain/editing/editable-kinds";
import type { Problem } from "#domain/publish-checks/problem";

/** What the editors of the form find now, by field: known once the person has changed that field. */
export type LiveProblems = Readonly<Record<string, readonly Problem[]>>;

/** Whether the editor still finds a problem the server named: the same check at the same place. */
function stillFound(problem: EditRefusal["problems"][number], live: LiveProblems): boolean {
  const now = live[problem.field];
  if (!now || problem.locator.kind !== "node") return true;
  const then = problem.locator;
  return now.some(
    (found) =>
      found.code === problem.code &&
      found.locator.kind === "node" &&
      found.locator.tag === then.tag &&
      (found.locator.index === then.index || (then.picture !== undefined && found.locator.picture === then.picture)),
  );
}

/**
 * Why an action was refused, at the top of the form: the message, then each field and check at
 * fault as a link to its field, where the same words stand beside it. Focused when it appears,
 * so a keyboard or screen-reader user starts from the list. A check the person has since put right
 * in the text leaves the list (issue 23): the box says only what still stands.
 */
export function EditSummary({
  kind,
  refusal,
  live = {},
  pictures,
}: {
  kind: EditableKind;
  refusal: EditRefusal;
  live?: LiveProblems;
  pictures?: PictureNames;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Once per refusal: not at each render, which would take the focus from the text being typed.
  useEffect(() => {
    if (refusal) box.current?.focus();
  }, [refusal]);
  const label = (field: string) => kind.fields.find((entry) => entry.name === field)?.label ?? field;
  const fields = Object.entries(refusal.fields);
  const problems = refusal.problems.filter((problem) => stillFound(problem, live));
  const fixed = problems.length < refusal.problems.length;
  const message = !fixed
    ? refusal.message
    : fields.length === 0 && !problems.some((problem) => problem.severity === "error")
      ? "What stopped it is fixed now: try again."
      : "Some of it is fixed now. Still to fix:";
  return (
    <div className="admin-alert admin-summary" role="alert" tabIndex={-1} ref={box}>
      <p>{message}</p>
      {refusal.signedOut && (
        <p>
          <a href="/admin/sign-in" target="_blank" rel="noopener">
            Sign in (opens a new tab)
          </a>
        </p>
      )}
      {(fields.length > 0 || problems.length > 0) && (
        <ul>
          {fields.map(([field, message]) => (
            <li key={field}>
              <a href={`#field-${field}`}>{label(field)}</a>: {message}
            </li>
          ))}
          {problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two problems may share code and place.
            <li key={`${problem.code}-${index}`}>
              <PictureThumb path={pictureOf(problem)} />
              {/* A file's finding names it: a field that shows files one by one (an album's photos) opens it. */}
              <a
                href={`#field-${problem.field}`}
                data-file={problem.locator.kind === "file" ? problem.locator.file : undefined}
              >
                {label(problem.field)}
              </a>
              {problem.locator.kind !== "field" && <>, {placeOf(problem, pictures)}</>}
              {problem.severity === "warning" ? " (warning)" : ""}: {problem.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
